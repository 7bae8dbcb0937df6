// A day picked from a calendar, as every admin date field shows it: "Jan 7, 2027", named buttons to
// move between months, no days of other months, no red weekends (below AA contrast), and its
// dropdown a dialog named like the field, inside the admin's colour scope (it renders in a portal).
import { DatePickerInput, type DatePickerInputProps } from "@mantine/dates";
import classes from "#web/components/admin/admin.module.css";

const ariaLabels = {
  nextMonth: "Next month",
  previousMonth: "Previous month",
  nextYear: "Next year",
  previousYear: "Previous year",
  nextDecade: "Next decade",
  previousDecade: "Previous decade",
};

export function DayField({ label, ...props }: DatePickerInputProps & { label: string }) {
  return (
    <DatePickerInput
      label={label}
      valueFormat="MMM D, YYYY"
      placeholder="Pick a day"
      ariaLabels={ariaLabels}
      hideOutsideDates
      weekendDays={[]}
      popoverProps={{ classNames: { dropdown: classes.scope }, attributes: { dropdown: { "aria-label": label } } }}
      {...props}
    />
  );
}
