/* datetime_text.c — the text forms of date, time and datetime: isoformat and str,
 * strftime (the C library's, with Python's %f and the empty %z/%Z of naive times),
 * fromisoformat and strptime (%Y %m %d %H %M %S %f %y %b %B %a %A %p %I %j %%), with CPython's
 * ValueError messages. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "datetime_internal.h"
#include "lib_source.h"

void dt_iso(StrBuf *sb, Value v, const char *sep, int timespec) {
  DtObj *o = RT_AS(DtObj, v);
  DtKind kind = dt_kind(v);
  if (kind != DT_TIME) rt_sb_printf(sb, "%04d-%02d-%02d", o->year, o->month, o->day);
  if (kind == DT_DATE) return;
  if (kind == DT_DATETIME) rt_sb_puts(sb, sep);
  if (timespec == 0) timespec = o->us ? 5 : 3; /* auto */
  rt_sb_printf(sb, "%02d", o->hour);
  if (timespec >= 2) rt_sb_printf(sb, ":%02d", o->minute);
  if (timespec >= 3) rt_sb_printf(sb, ":%02d", o->second);
  if (timespec == 4) rt_sb_printf(sb, ".%03d", o->us / 1000);
  if (timespec == 5) rt_sb_printf(sb, ".%06d", o->us);
  int64_t off;
  if (dt_utcoffset(v, &off)) dt_format_offset(sb, off, ":");
}

/* ---- strftime ---- */

static void to_tm(Value v, struct tm *tm) {
  DtObj *o = RT_AS(DtObj, v);
  int64_t ord = dt_ymd_to_ord(o->year, o->month, o->day);
  memset(tm, 0, sizeof *tm);
  tm->tm_year = o->year - 1900;
  tm->tm_mon = o->month - 1;
  tm->tm_mday = o->day;
  tm->tm_hour = o->hour;
  tm->tm_min = o->minute;
  tm->tm_sec = o->second;
  tm->tm_wday = (int)(ord % 7); /* Sunday = 0; day 1 was a Monday */
  tm->tm_yday = (int)(ord - dt_ymd_to_ord(o->year, 1, 1));
  int64_t dst; /* CPython's timetuple() asks dst() first, so its errors come before the rest */
  tm->tm_isdst = dt_kind(v) == DT_DATETIME && dt_tz_dst(o->tz, v, &dst) ? dst != 0 : -1;
}

/* The C library's strftime of fmt (a format without Python's own codes). */
static void c_strftime(StrBuf *sb, const char *fmt, const struct tm *tm) {
  size_t cap = 256 + strlen(fmt) * 16;
  char *buf = rt_malloc(cap);
  int mark = rt_cleanup_push(free, buf);
  StrBuf f; /* a trailing space tells an empty result from a failure */
  rt_sb_init(&f);
  rt_sb_cleanup_push(&f);
  rt_sb_printf(&f, "%s ", fmt);
  size_t n = strftime(buf, cap, f.data, tm);
  if (n > 0) rt_sb_putn(sb, buf, n - 1);
  rt_cleanup_pop(mark, true);
}

Value dt_strftime(Value v, Value fmt) {
  if (!rt_is_str(fmt)) {
    rt_raise(RT_EXC_TypeError, "strftime() argument 1 must be str, not %s", rt_type_name(fmt));
  }
  struct tm tm;
  to_tm(v, &tm);
  const char *p = rt_str_data(fmt);
  StrBuf out, chunk;
  rt_sb_init(&out);
  rt_sb_init(&chunk);
  int mark = rt_sb_cleanup_push(&out);
  rt_sb_cleanup_push(&chunk);
  rt_sb_putn(&chunk, "", 0);
  for (; *p; p++) {
    if (p[0] == '%' && (p[1] == 'f' || p[1] == 'z' || p[1] == 'Z')) {
      c_strftime(&out, chunk.data, &tm);
      chunk.len = 0;
      chunk.data[0] = '\0';
      int64_t off;
      if (p[1] == 'f') rt_sb_printf(&out, "%06d", RT_AS(DtObj, v)->us);
      else if (p[1] == 'z' && dt_utcoffset(v, &off)) dt_format_offset(&out, off, "");
      else if (p[1] == 'Z') {
        Value name = dt_tzname(v);
        if (rt_is_str(name)) rt_sb_puts(&out, rt_str_data(name));
        rt_decref(name);
      }
      p++;
      continue;
    }
    rt_sb_putc(&chunk, *p);
    if (p[0] == '%' && p[1]) rt_sb_putc(&chunk, *++p);
  }
  c_strftime(&out, chunk.data, &tm);
  rt_sb_free(&chunk);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&out);
}

/* ---- fromisoformat ---- */

typedef struct Reader {
  const char *p, *end;
} Reader;

/* Exactly n digits. */
static bool digits(Reader *r, int n, int *out) {
  int v = 0;
  for (int k = 0; k < n; k++) {
    if (r->p >= r->end || !isdigit((unsigned char)*r->p)) return false;
    v = v * 10 + (*r->p++ - '0');
  }
  *out = v;
  return true;
}

static bool eat(Reader *r, char c) {
  if (r->p < r->end && *r->p == c) {
    r->p++;
    return true;
  }
  return false;
}

/* YYYY-MM-DD or YYYYMMDD. */
static bool iso_date(Reader *r, int *y, int *m, int *d) {
  if (!digits(r, 4, y)) return false;
  bool dash = eat(r, '-');
  if (!digits(r, 2, m)) return false;
  if (dash && !eat(r, '-')) return false;
  return digits(r, 2, d);
}

static bool more_digits(const Reader *r, bool colon) {
  if (r->p >= r->end) return false;
  return colon ? *r->p == ':' : isdigit((unsigned char)*r->p);
}

/* HH[:MM[:SS[.f...]]] (or without the colons); stops before anything else (an offset). */
static bool iso_time(Reader *r, int *h, int *mi, int *s, int *us) {
  *mi = *s = *us = 0;
  if (!digits(r, 2, h)) return false;
  bool colon = r->p < r->end && *r->p == ':';
  if (!more_digits(r, colon)) return true;
  if (colon) r->p++;
  if (!digits(r, 2, mi)) return false;
  if (!more_digits(r, colon)) return true;
  if (colon) r->p++;
  if (!digits(r, 2, s)) return false;
  if (!eat(r, '.') && !eat(r, ',')) return true;
  int n = 0, v = 0;
  while (r->p < r->end && isdigit((unsigned char)*r->p)) {
    if (n < 6) v = v * 10 + (*r->p - '0');
    n++;
    r->p++;
  }
  if (n == 0) return false;
  for (; n < 6; n++) v *= 10;
  *us = v;
  return true;
}

/* Z, or +HH:MM[:SS[.ffffff]] (colons optional) after the time: the offset in microseconds. */
static bool iso_offset(Reader *r, int64_t *off) {
  if (r->p < r->end && *r->p == 'Z') {
    r->p++;
    *off = 0;
    return true;
  }
  if (r->p >= r->end || (*r->p != '+' && *r->p != '-')) return false;
  int sign = *r->p++ == '-' ? -1 : 1, h, m, sec = 0, us = 0;
  Reader save = *r;
  if (!iso_time(r, &h, &m, &sec, &us) || h > 23 || m > 59 || sec > 59) {
    r->p = save.p - 1; /* back at the sign: the string is then invalid */
    return false;
  }
  *off = sign * (((int64_t)h * 3600 + m * 60 + sec) * 1000000 + us);
  return true;
}

static _Noreturn void invalid_iso(Value s) {
  Value r = rt_repr(s);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "Invalid isoformat string: %s", rt_str_data(r));
}

Value dt_fromisoformat(DtKind kind, Value s) {
  Reader r = {rt_str_data(s), rt_str_data(s) + RT_AS(Str, s)->nbytes};
  int y = 1900, m = 1, d = 1, h = 0, mi = 0, sec = 0, us = 0;
  if (kind != DT_TIME && !iso_date(&r, &y, &m, &d)) invalid_iso(s);
  if (kind == DT_DATETIME && r.p < r.end) {
    int len = 1;
    rt_utf8_decode(r.p, &len); /* any one character separates */
    r.p += len;
    if (!iso_time(&r, &h, &mi, &sec, &us)) invalid_iso(s);
  }
  if (kind == DT_TIME && !iso_time(&r, &h, &mi, &sec, &us)) invalid_iso(s);
  int64_t off = 0;
  bool has_off = kind != DT_DATE && iso_offset(&r, &off);
  if (r.p != r.end) invalid_iso(s);
  if (kind != DT_TIME) dt_check_date(y, m, d);
  dt_check_time(h, mi, sec, us);
  Value v = dt_new(kind, y, m, d, h, mi, sec, us);
  if (has_off) {
    int mark = rt_cleanup_push_value(&v);
    RT_AS(DtObj, v)->tz = dt_zone_new(off, rt_none());
    rt_cleanup_pop(mark, false);
  }
  return v;
}

/* ---- strptime ---- */

static const char *const month_names[] = {"January", "February", "March", "April", "May", "June",
                                          "July", "August", "September", "October", "November",
                                          "December"};
static const char *const day_names[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                                        "Saturday", "Sunday"};

/* 1 to max digits. */
static bool number(Reader *r, int max, int *out) {
  int n = 0, v = 0;
  while (n < max && r->p < r->end && isdigit((unsigned char)*r->p)) v = v * 10 + (*r->p++ - '0'), n++;
  *out = v;
  return n > 0;
}

/* A number in lo..hi of at most max digits, the longest that fits, as _strptime's regular
 * expressions (3[01]|[12]\d|0[1-9]|[1-9] for %d) take it: "45" for %d reads 4, leaving 5. */
static bool ranged(Reader *r, int max, int lo, int hi, int *out) {
  int avail = 0;
  while (avail < max && r->p + avail < r->end && isdigit((unsigned char)r->p[avail])) avail++;
  for (int n = avail; n > 0; n--) {
    int v = 0;
    for (int k = 0; k < n; k++) v = v * 10 + (r->p[k] - '0');
    if (v >= lo && v <= hi) {
      r->p += n;
      *out = v;
      return true;
    }
  }
  return false;
}

/* A full or abbreviated name of names[count], case-insensitively (the longest first). */
static bool name(Reader *r, const char *const *names, int count, int *out) {
  for (int full = 1; full >= 0; full--) {
    for (int k = 0; k < count; k++) {
      size_t len = full ? strlen(names[k]) : 3;
      if ((size_t)(r->end - r->p) >= len && strncasecmp(r->p, names[k], len) == 0) {
        r->p += len;
        *out = k;
        return true;
      }
    }
  }
  return false;
}

typedef struct Parsed {
  int year, month, day, hour, minute, second, us, yday, pm, hour12;
} Parsed;

/* One directive; false when the text does not match it. */
static bool directive(Reader *r, char c, Parsed *t) {
  int v;
  switch (c) {
  case 'Y': return digits(r, 4, &t->year);
  case 'y':
    if (!digits(r, 2, &v)) return false;
    t->year = v < 69 ? 2000 + v : 1900 + v;
    return true;
  case 'm': return ranged(r, 2, 1, 12, &t->month);
  case 'd': return ranged(r, 2, 1, 31, &t->day);
  case 'H': return ranged(r, 2, 0, 23, &t->hour);
  case 'I':
    if (!ranged(r, 2, 1, 12, &t->hour)) return false;
    t->hour12 = 1;
    return true;
  case 'M': return ranged(r, 2, 0, 59, &t->minute);
  case 'S': return ranged(r, 2, 0, 61, &t->second);
  case 'j': return ranged(r, 3, 1, 366, &t->yday);
  case 'f': {
    const char *start = r->p;
    if (!number(r, 6, &v)) return false;
    for (int n = (int)(r->p - start); n < 6; n++) v *= 10;
    t->us = v;
    return true;
  }
  case 'b': case 'B':
    if (!name(r, month_names, 12, &v)) return false;
    t->month = v + 1;
    return true;
  case 'a': case 'A': return name(r, day_names, 7, &v);
  case 'p':
    if ((size_t)(r->end - r->p) < 2) return false;
    if (strncasecmp(r->p, "am", 2) == 0) t->pm = 0;
    else if (strncasecmp(r->p, "pm", 2) == 0) t->pm = 1;
    else return false;
    r->p += 2;
    return true;
  case '%': return eat(r, '%');
  default: return false;
  }
}

/* _strptime's ValueErrors, raised from its lines under the caller's (_strptime_datetime's or
 * _strptime_time's: lib_source.h). */
static _Noreturn void strptime_error(bool from_time, PyLibLine line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static _Noreturn void strptime_error(bool from_time, PyLibLine line, const char *fmt, ...) {
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  PyLibLine frames[2] = {from_time ? PY_LIB_STRPTIME_TIME : PY_LIB_STRPTIME_DATETIME, line};
  py_lib_raise(RT_EXC_ValueError, frames, 2, "%s", msg);
}

static _Noreturn void no_match(Value s, Value fmt, bool from_time) {
  Value rs = rt_repr(s), rf = rt_undef();
  rt_cleanup_push_value(&rs);
  rt_cleanup_push_value(&rf);
  rf = rt_repr(fmt);
  strptime_error(from_time, PY_LIB_STRPTIME_NO_MATCH, "time data %s does not match format %s", rt_str_data(rs),
                 rt_str_data(rf));
}

static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static void match_format(Reader *r, const char *f, Parsed *t, Value s, Value fmt, bool from_time) {
  for (; *f; f++) {
    if (*f == '%') {
      char c = *++f;
      if (!c) strptime_error(from_time, PY_LIB_STRPTIME_STRAY, "stray %% in format '%s'", rt_str_data(fmt));
      if (!strchr("YymdHIMSjfbBaAp%", c)) {
        strptime_error(from_time, PY_LIB_STRPTIME_BAD_DIRECTIVE, "'%c' is a bad directive in format '%s'", c,
                       rt_str_data(fmt));
      }
      if (!directive(r, c, t)) no_match(s, fmt, from_time);
    } else if (is_space(*f)) { /* whitespace in the format: one or more in the text */
      if (r->p >= r->end || !is_space(*r->p)) no_match(s, fmt, from_time);
      while (r->p < r->end && is_space(*r->p)) r->p++;
      while (is_space(f[1])) f++;
    } else if (!eat(r, *f)) {
      no_match(s, fmt, from_time);
    }
  }
}

Value dt_strptime(Value s, Value fmt, bool from_time) {
  Parsed t = {.year = 1900, .month = 1, .day = 1, .pm = -1};
  Reader r = {rt_str_data(s), rt_str_data(s) + RT_AS(Str, s)->nbytes};
  match_format(&r, rt_str_data(fmt), &t, s, fmt, from_time);
  if (r.p != r.end) strptime_error(from_time, PY_LIB_STRPTIME_REMAINS, "unconverted data remains: %s", r.p);
  if (t.hour12) t.hour = t.hour % 12 + (t.pm == 1 ? 12 : 0);
  if (t.yday) {
    int64_t ord = dt_ymd_to_ord(t.year, 1, 1) + t.yday - 1;
    dt_ord_to_ymd(ord, &t.year, &t.month, &t.day);
  }
  if (t.second > 59) t.second = 59;
  dt_check_date(t.year, t.month, t.day);
  return dt_new(DT_DATETIME, t.year, t.month, t.day, t.hour, t.minute, t.second, t.us);
}
