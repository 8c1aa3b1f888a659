/* datetime_internal.h — what the files of the datetime module share: the calendar (proleptic
 * Gregorian ordinals, day 1 = 0001-01-01), timedelta (datetime_delta.c), the date, time and
 * datetime objects (datetime.c), their text forms (datetime_text.c) and time zones: fixed
 * offsets (datetime_tz.c) and the tzinfo base class user zones derive from (datetime_tzinfo.c). */
#ifndef WEFT_PY_DATETIME_INTERNAL_H
#define WEFT_PY_DATETIME_INTERNAL_H

#include "../base/strbuf.h"
#include "../obj/value.h"

typedef __int128 DtMicros; /* a count of microseconds: timedelta.max needs more than 63 bits */

#define DT_US_PER_DAY 86400000000LL
#define DT_MAX_DAYS 999999999LL

/* ---- the calendar ---- */
bool dt_is_leap(int year);
int dt_days_in_month(int year, int month);
int64_t dt_ymd_to_ord(int year, int month, int day);
void dt_ord_to_ymd(int64_t ord, int *year, int *month, int *day);
/* ValueError "month must be in 1..12", ... when a field is out of range. */
void dt_check_date(int64_t year, int64_t month, int64_t day);
void dt_check_time(int64_t hour, int64_t minute, int64_t second, int64_t us);

/* rt_parse_args_kwonly with the messages of CPython's older C keyword parser, which the
 * datetime constructors (fname NULL: "function ...") and replace() use (datetime_args.c). */
void dt_parse_args(const char *fname, int argc, const Value *argv, const Kwargs *kw, int nparams, int npos,
                   const char *const *names, int nrequired, Value *out);

/* A class attribute of a class made by rt_native_class (date.max, timedelta.resolution):
 * borrowed, RT_UNDEF when absent. */
Value dt_class_attr(Value cls, const char *name);

/* ---- timedelta ---- */
typedef struct DtDelta {
  Obj hdr;
  int64_t days;
  int32_t secs, us; /* 0 <= secs < 86400, 0 <= us < 10**6 */
} DtDelta;
bool dt_is_delta(Value v);
/* A timedelta of total microseconds; OverflowError beyond timedelta's range. */
Value dt_delta_new(DtMicros total);
DtMicros dt_delta_total(Value td);
void dt_delta_init(Value m); /* adds timedelta to the module */

/* ---- date, time and datetime: one layout ---- */
typedef enum { DT_DATE, DT_TIME, DT_DATETIME } DtKind;
typedef struct DtObj {
  Obj hdr;
  int year, month, day;            /* a time has 1900-01-01 */
  int hour, minute, second, us;    /* a date has 0 */
  int fold;                        /* PEP 495: 1 for the second of two equal wall times */
  Value tz;                        /* a tzinfo, or None (naive; always for a date) */
} DtObj;
Value dt_new(DtKind kind, int year, int month, int day, int hour, int minute, int second, int us);
DtKind dt_kind(Value v); /* -1 for anything else */
bool dt_is(Value v, DtKind kind);
/* The datetime dt moved by us microseconds, its tzinfo kept (fold 0): a new object. */
Value dt_shift(Value dt, int64_t us);
/* The utcoffset() of a time or datetime (its tzinfo asked): false when it is naive. */
bool dt_utcoffset(Value v, int64_t *us);
/* Its tzname(): a new str, or None. */
Value dt_tzname(Value v);

/* ---- timezone: fixed offsets (datetime_tz.c) ---- */
bool dt_is_zone(Value v);
int64_t dt_zone_offset(Value z);           /* microseconds east of UTC */
Value dt_zone_name(Value z);               /* tzname(): a new str */
Value dt_zone_new(int64_t offset, Value name); /* name: a str or None */
/* "+01:00" (sep ":") or "+0100" (sep ""), seconds and microseconds only when not zero. */
void dt_format_offset(StrBuf *sb, int64_t us, const char *sep);
void dt_zone_init(Value m);

/* ---- tzinfo: any time zone (datetime_tzinfo.c) ---- */
bool dt_is_tzinfo(Value v); /* a timezone, or an instance of a tzinfo subclass */
/* tz's utcoffset(dt) and dst(dt) (dt: a datetime, or None for a time), checked as CPython
 * checks them: false for None (and for a None tz), else *us microseconds. */
bool dt_tz_offset(Value tz, Value dt, int64_t *us);
bool dt_tz_dst(Value tz, Value dt, int64_t *us);
Value dt_tz_name(Value tz, Value dt); /* tz.tzname(dt): a new str, or None */
Value dt_tz_fromutc(Value tz, Value dt); /* tz.fromutc(dt): dt holds UTC, tzinfo tz */
void dt_tzinfo_init(Value m);

/* ---- text (datetime_text.c) ---- */
/* str() and isoformat(): sep between date and time, timespec 0 auto, 1 hours, 2 minutes,
 * 3 seconds, 4 milliseconds, 5 microseconds. */
void dt_iso(StrBuf *sb, Value v, const char *sep, int timespec);
Value dt_strftime(Value v, Value fmt);
/* date/datetime/time.fromisoformat; datetime.strptime (from_time: for time.strptime, whose
 * errors come from another line of _strptime.py). */
Value dt_fromisoformat(DtKind kind, Value s);
Value dt_strptime(Value s, Value fmt, bool from_time);

#endif
