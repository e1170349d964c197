package dev.geolookup.imports;

import jakarta.ejb.ScheduleExpression;
import org.junit.jupiter.api.Test;

import java.time.YearMonth;
import java.time.ZoneOffset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CronScheduleTest {

    @Test
    void fiveCronFieldsBecomeTheCalendarScheduleInUtc() {
        ScheduleExpression schedule = CronSchedule.parse(" 30 3  * * 0 ");
        assertThat(schedule.getSecond()).isEqualTo("0");
        assertThat(schedule.getMinute()).isEqualTo("30");
        assertThat(schedule.getHour()).isEqualTo("3");
        assertThat(schedule.getDayOfMonth()).isEqualTo("*");
        assertThat(schedule.getMonth()).isEqualTo("*");
        assertThat(schedule.getDayOfWeek()).isEqualTo("0");
        assertThat(schedule.getTimezone()).isEqualTo("UTC");
    }

    @Test
    void anyOtherNumberOfFieldsIsRefused() {
        assertThatThrownBy(() -> CronSchedule.parse("0 30 3 * * 0")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CronSchedule.parse("")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theMonthPlaceholderOfDbIpNamesIsThisMonth() {
        assertThat(ImportLauncher.expandMonth("https://download.db-ip.com/free/dbip-country-lite-{yyyy-MM}.csv.gz"))
                .isEqualTo("https://download.db-ip.com/free/dbip-country-lite-" + YearMonth.now(ZoneOffset.UTC) + ".csv.gz");
        assertThat(ImportLauncher.expandMonth("/data/file.csv")).isEqualTo("/data/file.csv");
    }
}
