// Mantine's DateTimePicker set up once for the admin: times in the chamber's zone (the value is a
// zone-less wall clock, converted in lib/admin/site-zone.ts), a 12-hour clock, and names for the
// picker's unlabelled controls so screen readers can use it.
import { DateTimePicker, type DateTimePickerProps } from "@mantine/dates";
import classes from "../admin.module.css";

const ariaLabels = {
  nextMonth: "Next month",
  previousMonth: "Previous month",
  nextYear: "Next year",
  previousYear: "Previous year",
  nextDecade: "Next decade",
  previousDecade: "Previous decade",
};

export function SiteDateTimePicker(props: DateTimePickerProps) {
  // The dropdown is a dialog: name it after the field ("Publish at"). It renders in a portal,
  // outside the admin's colour scope, so it gets the scope itself.
  const dialogName = typeof props.label === "string" ? props.label : "Choose date and time";
  return (
    <DateTimePicker
      valueFormat="MMM D, YYYY h:mm A"
      ariaLabels={ariaLabels}
      timePickerProps={{
        format: "12h",
        hoursInputLabel: "Hours",
        minutesInputLabel: "Minutes",
        amPmInputLabel: "AM or PM",
      }}
      submitButtonProps={{ "aria-label": "Confirm date and time" }}
      hideOutsideDates
      // Mantine paints weekends light red, below AA contrast; the week is plain here.
      weekendDays={[]}
      {...props}
      popoverProps={{
        classNames: { dropdown: classes.scope },
        attributes: { dropdown: { "aria-label": dialogName } },
        ...props.popoverProps,
      }}
    />
  );
}
