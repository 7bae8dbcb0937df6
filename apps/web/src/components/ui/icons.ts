// The Tabler icons the site draws, each imported from its own module. The package's index
// re-exports all ~6,000 icons: in the browser build the bundler parses every one of them to keep
// a few, and on the server, where node_modules stay imports, Node loads the CommonJS index and
// builds every icon component (about 14 MiB of heap held while the server idles). Importing
// `@tabler/icons-react` directly anywhere else brings that back; add an icon here instead.
// The per-icon modules ship no type declarations: tabler-icons.d.ts gives them the index's type.
export type { Icon } from "@tabler/icons-react";
export { default as IconAlertCircle } from "@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs";
export { default as IconAlertTriangle } from "@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs";
export { default as IconArrowDown } from "@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs";
export { default as IconArrowLeft } from "@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs";
export { default as IconArrowRight } from "@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs";
export { default as IconArrowUp } from "@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs";
export { default as IconBed } from "@tabler/icons-react/dist/esm/icons/IconBed.mjs";
export { default as IconBook2 } from "@tabler/icons-react/dist/esm/icons/IconBook2.mjs";
export { default as IconBrandFacebook } from "@tabler/icons-react/dist/esm/icons/IconBrandFacebook.mjs";
export { default as IconBrandGoogle } from "@tabler/icons-react/dist/esm/icons/IconBrandGoogle.mjs";
export { default as IconBrandInstagram } from "@tabler/icons-react/dist/esm/icons/IconBrandInstagram.mjs";
export { default as IconBrandLinkedin } from "@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs";
export { default as IconBrandTwitter } from "@tabler/icons-react/dist/esm/icons/IconBrandTwitter.mjs";
export { default as IconBrandWindows } from "@tabler/icons-react/dist/esm/icons/IconBrandWindows.mjs";
export { default as IconBrandX } from "@tabler/icons-react/dist/esm/icons/IconBrandX.mjs";
export { default as IconBriefcase } from "@tabler/icons-react/dist/esm/icons/IconBriefcase.mjs";
export { default as IconBuildingCommunity } from "@tabler/icons-react/dist/esm/icons/IconBuildingCommunity.mjs";
export { default as IconBuildingStore } from "@tabler/icons-react/dist/esm/icons/IconBuildingStore.mjs";
export { default as IconCalendar } from "@tabler/icons-react/dist/esm/icons/IconCalendar.mjs";
export { default as IconCalendarEvent } from "@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs";
export { default as IconCalendarPlus } from "@tabler/icons-react/dist/esm/icons/IconCalendarPlus.mjs";
export { default as IconCheck } from "@tabler/icons-react/dist/esm/icons/IconCheck.mjs";
export { default as IconChevronLeft } from "@tabler/icons-react/dist/esm/icons/IconChevronLeft.mjs";
export { default as IconChevronRight } from "@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs";
export { default as IconCircleCheck } from "@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs";
export { default as IconClock } from "@tabler/icons-react/dist/esm/icons/IconClock.mjs";
export { default as IconCompass } from "@tabler/icons-react/dist/esm/icons/IconCompass.mjs";
export { default as IconCopy } from "@tabler/icons-react/dist/esm/icons/IconCopy.mjs";
export { default as IconDownload } from "@tabler/icons-react/dist/esm/icons/IconDownload.mjs";
export { default as IconExternalLink } from "@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs";
export { default as IconGripVertical } from "@tabler/icons-react/dist/esm/icons/IconGripVertical.mjs";
export { default as IconHeartHandshake } from "@tabler/icons-react/dist/esm/icons/IconHeartHandshake.mjs";
export { default as IconInfoCircle } from "@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs";
export { default as IconLogout } from "@tabler/icons-react/dist/esm/icons/IconLogout.mjs";
export { default as IconMail } from "@tabler/icons-react/dist/esm/icons/IconMail.mjs";
export { default as IconMailExclamation } from "@tabler/icons-react/dist/esm/icons/IconMailExclamation.mjs";
export { default as IconMailFilled } from "@tabler/icons-react/dist/esm/icons/IconMailFilled.mjs";
export { default as IconMap2 } from "@tabler/icons-react/dist/esm/icons/IconMap2.mjs";
export { default as IconMapPin } from "@tabler/icons-react/dist/esm/icons/IconMapPin.mjs";
export { default as IconMapPinFilled } from "@tabler/icons-react/dist/esm/icons/IconMapPinFilled.mjs";
export { default as IconMapSearch } from "@tabler/icons-react/dist/esm/icons/IconMapSearch.mjs";
export { default as IconPalette } from "@tabler/icons-react/dist/esm/icons/IconPalette.mjs";
export { default as IconPencil } from "@tabler/icons-react/dist/esm/icons/IconPencil.mjs";
export { default as IconPhone } from "@tabler/icons-react/dist/esm/icons/IconPhone.mjs";
export { default as IconPhoto } from "@tabler/icons-react/dist/esm/icons/IconPhoto.mjs";
export { default as IconPlayerPauseFilled } from "@tabler/icons-react/dist/esm/icons/IconPlayerPauseFilled.mjs";
export { default as IconPlayerPlayFilled } from "@tabler/icons-react/dist/esm/icons/IconPlayerPlayFilled.mjs";
export { default as IconPlus } from "@tabler/icons-react/dist/esm/icons/IconPlus.mjs";
export { default as IconQuote } from "@tabler/icons-react/dist/esm/icons/IconQuote.mjs";
export { default as IconSchool } from "@tabler/icons-react/dist/esm/icons/IconSchool.mjs";
export { default as IconSearch } from "@tabler/icons-react/dist/esm/icons/IconSearch.mjs";
export { default as IconSend } from "@tabler/icons-react/dist/esm/icons/IconSend.mjs";
export { default as IconShare } from "@tabler/icons-react/dist/esm/icons/IconShare.mjs";
export { default as IconShoppingBag } from "@tabler/icons-react/dist/esm/icons/IconShoppingBag.mjs";
export { default as IconSpeakerphone } from "@tabler/icons-react/dist/esm/icons/IconSpeakerphone.mjs";
export { default as IconStarFilled } from "@tabler/icons-react/dist/esm/icons/IconStarFilled.mjs";
export { default as IconToolsKitchen2 } from "@tabler/icons-react/dist/esm/icons/IconToolsKitchen2.mjs";
export { default as IconTrash } from "@tabler/icons-react/dist/esm/icons/IconTrash.mjs";
export { default as IconUpload } from "@tabler/icons-react/dist/esm/icons/IconUpload.mjs";
export { default as IconUser } from "@tabler/icons-react/dist/esm/icons/IconUser.mjs";
export { default as IconUsers } from "@tabler/icons-react/dist/esm/icons/IconUsers.mjs";
export { default as IconUsersGroup } from "@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs";
