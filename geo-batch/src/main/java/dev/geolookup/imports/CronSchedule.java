package dev.geolookup.imports;

import jakarta.ejb.ScheduleExpression;

/** Reads a five-field cron expression into the equivalent EJB calendar schedule, in UTC. */
final class CronSchedule {

    private CronSchedule() {
    }

    static ScheduleExpression parse(String cron) {
        String[] fields = cron.trim().split("\\s+");
        if (fields.length != 5) {
            throw new IllegalArgumentException("expected 5 fields (minute hour day-of-month month day-of-week)");
        }
        return new ScheduleExpression()
                .second("0")
                .minute(fields[0])
                .hour(fields[1])
                .dayOfMonth(fields[2])
                .month(fields[3])
                .dayOfWeek(fields[4])
                .timezone("UTC");
    }
}
