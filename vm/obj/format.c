/* format.c — Python's number formatting: repr(float) (shortest round-trip digits), the
 * format-spec mini-language behind format(), f-strings and str.format, printf-style `%`, and
 * str.format's field parsing. Digits always come from the C library's correctly rounded
 * conversions (%e, %f, strtod); the layout rules are CPython's (Python/pystrtod.c). */
#include "format.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/error.h"
#include "bigint.h"
#include "complex.h"
#include "class.h"
#include "objects.h"
#include "ops.h"

/* ==== digits ==== */

/* nsig correctly rounded significant digits of finite |x|; x = 0.DIGITS * 10**decpt. */
static int sig_digits(double x, int nsig, char *digits, int *decpt) {
  char buf[64];
  snprintf(buf, sizeof buf, "%.*e", nsig - 1, fabs(x));
  int n = 0;
  const char *p = buf;
  for (; *p && *p != 'e'; p++) {
    if (*p >= '0' && *p <= '9') digits[n++] = *p;
  }
  digits[n] = '\0';
  *decpt = atoi(p + 1) + 1;
  return n;
}

static int strip_zeros(char *digits, int n) {
  while (n > 1 && digits[n - 1] == '0') n--;
  digits[n] = '\0';
  return n;
}

/* Digits and exponent out of "%.*e" text: "d.ddde+XX" -> "dddd", decpt = XX + 1. */
static int parse_e_text(const char *buf, char *digits, int *decpt) {
  int n = 0;
  const char *q = buf;
  for (; *q && *q != 'e'; q++) {
    if (*q >= '0' && *q <= '9') digits[n++] = *q;
  }
  digits[n] = '\0';
  *decpt = atoi(q + 1) + 1;
  return n;
}

/* Does 0.DIGITS[0..n) * 10**decpt read back as x? */
static bool round_trips(const char *digits, int n, int decpt, double x, bool is_float32) {
  char buf[64];
  snprintf(buf, sizeof buf, "0.%.*se%d", n, digits, decpt);
  return is_float32 ? strtof(buf, NULL) == (float)x : strtod(buf, NULL) == x;
}

/* Round the digit string d (nd digits) to n digits in place, half up; returns false when the
 * dropped digits are exactly "5" or "50", where the rounding of the rounded string could differ
 * from rounding the exact value. */
static bool round_digits(char *d, int nd, int n, int *decpt) {
  const char *tail = d + n;
  bool zeros_after = nd - n == 1 || strspn(tail + 1, "0") == (size_t)(nd - n - 1);
  if (tail[0] == '5' && zeros_after) return false;
  if (tail[0] >= '5') {
    int i = n - 1;
    while (i >= 0 && d[i] == '9') d[i--] = '0';
    if (i < 0) { /* 999.. -> 1000.. */
      memmove(d + 1, d, (size_t)n - 1);
      d[0] = '1';
      (*decpt)++;
    } else {
      d[i]++;
    }
  }
  d[n] = '\0';
  return true;
}

/* d (n digits, x = 0.d * 10**decpt) moved by one unit in its last place, up or down; false
 * when that changes the number of digits (999 + 1, 100 - 1: never the shortest candidate). */
static bool step_last_digit(char *d, int n, bool up) {
  int i = n - 1;
  if (up) {
    while (i >= 0 && d[i] == '9') d[i--] = '0';
    if (i < 0) return false;
    d[i]++;
  } else {
    while (i >= 0 && d[i] == '0') d[i--] = '9';
    if (i < 0 || (i == 0 && d[0] == '1')) return false;
    d[i]--;
  }
  return true;
}

/* |0.d * 10**decpt - x|, in long double (enough to order two candidates that both read back). */
static long double distance_to(const char *d, int n, int decpt, double x) {
  char buf[64];
  snprintf(buf, sizeof buf, "0.%.*se%d", n, d, decpt);
  return fabsl(strtold(buf, NULL) - (long double)x);
}

/* Of the p-digit neighbours of cand (one unit in the last place below and above), the one that
 * reads back as x, the closer when both do: the nearest p-digit decimal can fall outside x's
 * rounding interval while a neighbour lies inside (2.0**89: 6.189700196426901e+26 reads back as
 * another double, 6.189700196426902e+26 as 2.0**89). */
static bool neighbour_round_trips(char *cand, int p, int decpt, double x, bool is_float32) {
  char below[32], above[32];
  memcpy(below, cand, (size_t)p + 1);
  memcpy(above, cand, (size_t)p + 1);
  bool lo = step_last_digit(below, p, false) && round_trips(below, p, decpt, x, is_float32);
  bool hi = step_last_digit(above, p, true) && round_trips(above, p, decpt, x, is_float32);
  if (!lo && !hi) return false;
  if (lo && hi) hi = distance_to(above, p, decpt, x) < distance_to(below, p, decpt, x);
  memcpy(cand, hi ? above : below, (size_t)p + 1);
  return true;
}

/* Shortest digits: any decimal of at most 15 (float32: 6) digits survives a round trip, so the
 * first precision from there up at which some decimal round-trips gives the shortest string;
 * of those, the closest: the correctly rounded one, else its neighbour that reads back.
 * One correctly rounded 17-digit conversion usually yields the 15- and 16-digit candidates too. */
int rt_float_shortest_digits(double x, bool is_float32, char *digits, int *exp10) {
  int lo = is_float32 ? 6 : 15, hi = is_float32 ? 9 : 17;
  if (fabs(x) < (is_float32 ? 1.17549435e-38 : 2.2250738585072014e-308)) lo = 1; /* subnormal */
  char buf[64], full[32];
  snprintf(buf, sizeof buf, "%.*e", hi - 1, x);
  int full_decpt, n = parse_e_text(buf, full, &full_decpt);
  for (int p = lo; p < hi; p++) {
    char cand[32];
    int decpt = full_decpt;
    memcpy(cand, full, (size_t)n + 1);
    if (!round_digits(cand, n, p, &decpt)) {
      snprintf(buf, sizeof buf, "%.*e", p - 1, x);
      parse_e_text(buf, cand, &decpt);
    }
    if (round_trips(cand, p, decpt, x, is_float32) || neighbour_round_trips(cand, p, decpt, x, is_float32)) {
      memcpy(digits, cand, (size_t)p + 1);
      *exp10 = decpt;
      return strip_zeros(digits, p);
    }
  }
  memcpy(digits, full, (size_t)n + 1);
  *exp10 = full_decpt;
  return strip_zeros(digits, n);
}

/* ==== layout ==== */

typedef struct Layout {
  bool use_exp;
  bool add_dot0;  /* integral fixed-point results get ".0" */
  bool alt;       /* '#': always a decimal point */
  int min_digits; /* pad the digit string with zeros to this many (for '#g') */
  char echar;
} Layout;

static void put_zeros(StrBuf *sb, int n) {
  for (int i = 0; i < n; i++) rt_sb_putc(sb, '0');
}

static void layout_digits(StrBuf *sb, const char *digits, int nd, int decpt, const Layout *lo) {
  int total = nd < lo->min_digits ? lo->min_digits : nd;
  if (lo->use_exp) {
    rt_sb_putc(sb, digits[0]);
    if (total > 1 || lo->alt) rt_sb_putc(sb, '.');
    rt_sb_putn(sb, digits + 1, (size_t)(nd - 1));
    put_zeros(sb, total - (nd > 0 ? nd : 1));
    int e = decpt - 1;
    rt_sb_printf(sb, "%c%c%02d", lo->echar, e < 0 ? '-' : '+', e < 0 ? -e : e);
    return;
  }
  if (decpt <= 0) {
    rt_sb_puts(sb, "0.");
    put_zeros(sb, -decpt);
    rt_sb_putn(sb, digits, (size_t)nd);
    put_zeros(sb, total - nd);
    return;
  }
  if (decpt >= total) {
    rt_sb_putn(sb, digits, (size_t)nd);
    put_zeros(sb, decpt - nd);
    if (lo->add_dot0)
      rt_sb_puts(sb, ".0");
    else if (lo->alt)
      rt_sb_putc(sb, '.');
    return;
  }
  int ip = decpt < nd ? decpt : nd;
  rt_sb_putn(sb, digits, (size_t)ip);
  put_zeros(sb, decpt - ip);
  rt_sb_putc(sb, '.');
  rt_sb_putn(sb, digits + ip, (size_t)(nd - ip));
  put_zeros(sb, total - nd);
}

static void float_repr_sb(StrBuf *sb, double x, bool is_float32) {
  if (isnan(x)) {
    rt_sb_puts(sb, "nan");
    return;
  }
  if (isinf(x)) {
    rt_sb_puts(sb, x < 0 ? "-inf" : "inf");
    return;
  }
  if (signbit(x)) rt_sb_putc(sb, '-');
  char digits[32];
  int decpt;
  int nd = x == 0 ? (strcpy(digits, "0"), decpt = 1, 1)
                  : rt_float_shortest_digits(fabs(x), is_float32, digits, &decpt);
  Layout lo = {decpt <= -4 || decpt > 16, true, false, 0, 'e'};
  layout_digits(sb, digits, nd, decpt, &lo);
}

void rt_format_float_repr(StrBuf *sb, double x) {
  float_repr_sb(sb, x, false);
}
void rt_format_float32_repr(StrBuf *sb, float x) {
  float_repr_sb(sb, (double)x, true);
}

int rt_float_repr_buf(char *out, double x) {
  StrBuf sb;
  rt_sb_init(&sb);
  float_repr_sb(&sb, x, false);
  int n = (int)sb.len;
  memcpy(out, sb.data, sb.len + 1);
  rt_sb_free(&sb);
  return n;
}

/* ascii(v): repr(v) with every non-ASCII character escaped (the !a conversion and %a). */
Value rt_ascii(Value v) {
  Value r = rt_repr(v);
  Str *o = RT_AS(Str, r);
  if (o->nbytes == o->nchars) return r;
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t i = 0; i < o->nbytes;) {
    int len;
    uint32_t cp = rt_utf8_decode(o->data + i, &len);
    if (cp < 0x80)
      rt_sb_putc(&sb, (char)cp);
    else if (cp < 0x100)
      rt_sb_printf(&sb, "\\x%02x", cp);
    else if (cp < 0x10000)
      rt_sb_printf(&sb, "\\u%04x", cp);
    else
      rt_sb_printf(&sb, "\\U%08x", cp);
    i += len;
  }
  rt_decref(r);
  return rt_sb_to_str(&sb);
}

/* ==== the format-spec mini-language ==== */

typedef struct Spec {
  char fill[5]; /* one UTF-8 character */
  char align;   /* 0, '<', '>', '^', '=' */
  char sign;    /* 0, '+', '-', ' ' */
  bool alt, zero;
  int64_t width; /* -1: none */
  char grouping; /* 0, ',', '_' */
  int64_t prec;  /* -1: none */
  char type;     /* 0 or the type letter */
  bool z;        /* 'z': negative zero (after rounding) prints as zero */
} Spec;

static bool is_align(char c) {
  return c == '<' || c == '>' || c == '^' || c == '=';
}

static int64_t parse_num(const char **p) {
  int64_t v = 0;
  while (**p >= '0' && **p <= '9') {
    if (v > (INT64_MAX - 9) / 10)
      rt_raise(RT_EXC_ValueError, "Too many decimal digits in format string");
    v = v * 10 + (*(*p)++ - '0');
  }
  return v;
}

/* The grouping option is allowed with the decimal and float types, and '_' also with the
 * binary, octal and hex ones; CPython checks this before the type itself. */
static void check_grouping(const Spec *sp, char default_type) {
  char type = sp->type ? sp->type : default_type;
  if (!sp->grouping || !type || strchr("defgEGF%", type)) return;
  if (sp->grouping == '_' && strchr("boxX", type)) return;
  rt_raise(RT_EXC_ValueError, "Cannot specify '%c' with '%c'.", sp->grouping, type);
}

/* [[fill]align][sign][z][#][0][width][grouping][.precision][type]. default_align is the
 * object's ('>' for numbers, '<' for str): the '0' flag means '=' alignment only for numbers. */
static void parse_spec(const char *spec, Spec *sp, const char *tname, char default_align,
                       char default_type) {
  const char *s = spec;
  memset(sp, 0, sizeof *sp);
  strcpy(sp->fill, " ");
  sp->width = sp->prec = -1;
  bool fill_given = false;
  int clen = 0;
  if (*s) rt_utf8_decode(s, &clen);
  if (*s && clen > 0 && is_align(s[clen])) {
    memcpy(sp->fill, s, (size_t)clen);
    sp->fill[clen] = '\0';
    fill_given = true;
    sp->align = s[clen];
    s += clen + 1;
  } else if (is_align(*s)) {
    sp->align = *s++;
  }
  if (*s == '+' || *s == '-' || *s == ' ') sp->sign = *s++;
  if (*s == 'z') sp->z = *s++ == 'z';
  if (*s == '#') sp->alt = *s++ == '#';
  if (*s == '0') sp->zero = *s++ == '0';
  if (*s >= '0' && *s <= '9') sp->width = parse_num(&s);
  if (*s == ',' || *s == '_') sp->grouping = *s++;
  if ((*s == ',' || *s == '_') && *s != sp->grouping) {
    rt_raise(RT_EXC_ValueError, "Cannot specify both ',' and '_'.");
  }
  if (*s == '.') {
    s++;
    if (!(*s >= '0' && *s <= '9')) {
      rt_raise(RT_EXC_ValueError, "Format specifier missing precision");
    }
    sp->prec = parse_num(&s);
  }
  if (*s) sp->type = *s++;
  if (*s) {
    rt_raise(RT_EXC_ValueError, "Invalid format specifier '%s' for object of type '%s'", spec,
             tname);
  }
  check_grouping(sp, default_type);
  if (sp->zero && !fill_given) strcpy(sp->fill, "0");
  if (sp->zero && !sp->align && default_align == '>') sp->align = '=';
}

static int64_t count_chars(const char *s, size_t n) {
  int64_t k = 0;
  for (size_t i = 0; i < n; i++) k += ((unsigned char)s[i] & 0xC0) != 0x80;
  return k;
}

/* More than the machine's memory is refused before asking malloc, as np_array.c does: a
 * sanitizer build aborts on such requests instead of returning NULL. */
static uint64_t physical_memory(void) {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && size > 0 ? (uint64_t)pages * (uint64_t)size : UINT64_MAX;
}

void rt_fmt_reserve_fill(StrBuf *sb, int64_t count, size_t unit) {
  if (count <= 0) return;
  if ((uint64_t)count > (SIZE_MAX / 2 - sb->len) / (unit ? unit : 1))
    rt_raise(RT_EXC_MemoryError, "%s", "");
  size_t need = sb->len + (size_t)count * unit + 1;
  if (need > physical_memory()) rt_raise(RT_EXC_MemoryError, "%s", "");
  if (need <= sb->cap) return;
  char *p = realloc(sb->data, need);
  if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
  if (!sb->data) p[0] = '\0';
  sb->data = p;
  sb->cap = need;
}

static void put_fill(StrBuf *sb, const Spec *sp, int64_t n) {
  size_t unit = strlen(sp->fill);
  rt_fmt_reserve_fill(sb, n, unit);
  for (int64_t i = 0; i < n; i++) rt_sb_putn(sb, sp->fill, unit);
}

/* Pad prefix+body (sign and base prefix, then the digits) to the spec's width. */
static void emit_padded(StrBuf *sb, const Spec *sp, const char *prefix, const char *body,
                        size_t body_len, char default_align) {
  int64_t len = count_chars(prefix, strlen(prefix)) + count_chars(body, body_len);
  int64_t pad = sp->width > len ? sp->width - len : 0;
  char align = sp->align ? sp->align : default_align;
  int64_t left = align == '>' ? pad : align == '^' ? pad / 2 : 0;
  if (align == '=') {
    rt_sb_puts(sb, prefix);
    put_fill(sb, sp, pad);
    rt_sb_putn(sb, body, body_len);
    return;
  }
  put_fill(sb, sp, left);
  rt_sb_puts(sb, prefix);
  rt_sb_putn(sb, body, body_len);
  put_fill(sb, sp, pad - left);
}

/* Insert the grouping separator every `every` digits of the integer part digits[0..n). With
 * zero padding, the zeros are grouped too and padded up to min_width characters. */
static void group_digits(StrBuf *out, const char *digits, size_t n, char sep, int every,
                         int64_t min_width) {
  int64_t nd = (int64_t)n;
  while (true) { /* grow leading zeros until the grouped text is wide enough */
    int64_t grouped = nd + (nd - 1) / every;
    if (grouped >= min_width) break;
    nd++;
  }
  for (int64_t i = 0; i < nd; i++) {
    int64_t from_right = nd - i;
    char c = i < nd - (int64_t)n ? '0' : digits[i - (nd - (int64_t)n)];
    rt_sb_putc(out, c);
    if (from_right > 1 && (from_right - 1) % every == 0) rt_sb_putc(out, sep);
  }
}

static const char *sign_text(const Spec *sp, bool negative) {
  if (negative) return "-";
  if (sp->sign == '+') return "+";
  if (sp->sign == ' ') return " ";
  return "";
}

static _Noreturn void unknown_code(char type, const char *tname) {
  rt_raise(RT_EXC_ValueError, "Unknown format code '%c' for object of type '%s'", type, tname);
}

/* The digits of an integer part plus an optional fraction ("1234" + ".5e+00"), grouped, and
 * padded with zero fill inside the grouping when the spec asks for '0' padding. */
static void emit_number(StrBuf *sb, const Spec *sp, const char *prefix, const char *intpart,
                        size_t intlen, const char *rest, int every) {
  StrBuf body;
  rt_sb_init(&body);
  int mark = rt_sb_cleanup_push(&body);
  if (sp->grouping) {
    int64_t min_width = 0;
    if (sp->align == '=' && strcmp(sp->fill, "0") == 0 && sp->width > 0) {
      min_width = sp->width - count_chars(prefix, strlen(prefix)) - (int64_t)strlen(rest);
    }
    group_digits(&body, intpart, intlen, sp->grouping, every, min_width);
  } else {
    rt_sb_putn(&body, intpart, intlen);
  }
  rt_sb_puts(&body, rest);
  emit_padded(sb, sp, prefix, body.data, body.len, '>');
  rt_cleanup_pop(mark, true);
}

static void format_int_spec(StrBuf *sb, Value v, const Spec *sp, const char *tname);
static void format_float_spec(StrBuf *sb, double x, const Spec *sp, const char *tname);

/* The digits of |v| (an int-like value) in base 2, 8, 10 or 16. */
static void int_digits(StrBuf *out, Value v, int base, bool upper) {
  if (rt_is_bigint(v)) {
    rt_int_sb_digits(out, v, base, upper);
    return;
  }
  int64_t i = v.tag == RT_BOOL ? v.as.b : v.as.i;
  uint64_t u = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
  const char *dig = upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char rev[80];
  int n = 0;
  do {
    rev[n++] = dig[u % (uint64_t)base];
    u /= (uint64_t)base;
  } while (u);
  while (n) rt_sb_putc(out, rev[--n]);
}

static void format_int_spec(StrBuf *sb, Value v, const Spec *sp, const char *tname) {
  char type = sp->type ? sp->type : 'd';
  if (strchr("eEfFgG%", type)) {
    format_float_spec(sb, rt_int_to_double(v), sp, tname);
    return;
  }
  if (!strchr("bcdoxXn", type)) unknown_code(type, tname);
  if (sp->prec >= 0) {
    rt_raise(RT_EXC_ValueError, "Precision not allowed in integer format specifier");
  }
  if (sp->z) {
    rt_raise(RT_EXC_ValueError,
             "Negative zero coercion (z) not allowed in integer format specifier");
  }
  if (type == 'c') {
    if (sp->sign) rt_raise(RT_EXC_ValueError, "Sign not allowed with integer format specifier 'c'");
    if (sp->alt) {
      rt_raise(RT_EXC_ValueError,
               "Alternate form (#) not allowed with integer format specifier 'c'");
    }
    if (rt_is_bigint(v)) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
    int64_t c = v.tag == RT_BOOL ? v.as.b : v.as.i;
    if (c < 0 || c > 0x10FFFF) rt_raise(RT_EXC_OverflowError, "%%c arg not in range(0x110000)");
    StrBuf ch;
    rt_sb_init(&ch);
    int mark = rt_sb_cleanup_push(&ch);
    rt_utf8_encode(&ch, (uint32_t)c);
    emit_padded(sb, sp, "", ch.data, ch.len, '>');
    rt_cleanup_pop(mark, true);
    return;
  }
  int base = type == 'b' ? 2 : type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
  StrBuf digits;
  rt_sb_init(&digits);
  int mark = rt_sb_cleanup_push(&digits);
  int_digits(&digits, v, base, type == 'X');
  char prefix[8];
  strcpy(prefix, sign_text(sp, rt_int_sign(v) < 0));
  if (sp->alt && base != 10) {
    strcat(prefix, type == 'b' ? "0b" : type == 'o' ? "0o" : type == 'x' ? "0x" : "0X");
  }
  emit_number(sb, sp, prefix, digits.data, digits.len, "", base == 10 ? 3 : 4);
  rt_cleanup_pop(mark, true);
}

/* Digits of |x| for one float presentation type, laid out without sign. */
static void float_body(StrBuf *out, double ax, char type, int64_t prec, bool alt) {
  char digits[400];
  int decpt, nd;
  Layout lo = {false, false, alt, 0, (type == 'E' || type == 'G') ? 'E' : 'e'};
  if (type == 'f' || type == 'F' || type == '%') {
    rt_sb_printf(out, alt ? "%#.*f" : "%.*f", (int)prec, ax);
    return;
  }
  if (type == 'e' || type == 'E') {
    if (prec > 300) prec = 300;
    nd = sig_digits(ax, (int)prec + 1, digits, &decpt);
    if (ax == 0) decpt = 1;
    lo.use_exp = true;
    layout_digits(out, digits, nd, decpt, &lo);
    return;
  }
  /* 'g', 'G', 'n', and the empty type with a precision (which adds ".0") */
  bool none = type == 0;
  if (type == 'r') {
    nd = ax == 0 ? (strcpy(digits, "0"), decpt = 1, 1)
                 : rt_float_shortest_digits(ax, false, digits, &decpt);
    lo.use_exp = decpt <= -4 || decpt > 16;
    lo.add_dot0 = true;
    layout_digits(out, digits, nd, decpt, &lo);
    return;
  }
  int p = prec == 0 ? 1 : (int)(prec > 300 ? 300 : prec);
  nd = sig_digits(ax, p, digits, &decpt);
  if (ax == 0) decpt = 1;
  if (!alt)
    nd = strip_zeros(digits, nd);
  else
    lo.min_digits = p;
  lo.use_exp = decpt <= -4 || decpt > (none ? p - 1 : p);
  lo.add_dot0 = none;
  layout_digits(out, digits, nd, decpt, &lo);
}

static void format_float_spec(StrBuf *sb, double x, const Spec *sp, const char *tname) {
  char type = sp->type;
  if (type && !strchr("eEfFgGn%", type)) unknown_code(type, tname);
  if (type == 'n') type = 'g';
  int64_t prec = sp->prec;
  if (prec > INT32_MAX) rt_raise(RT_EXC_ValueError, "precision too big");
  char mode = type;
  if (!type) mode = prec < 0 ? 'r' : 0;
  if (prec < 0) prec = 6;
  bool neg = signbit(x) && !isnan(x);
  double ax = fabs(x);
  StrBuf body;
  rt_sb_init(&body);
  int mark = rt_sb_cleanup_push(&body);
  if (isnan(x) || isinf(x)) {
    bool upper = type == 'E' || type == 'F' || type == 'G';
    rt_sb_puts(&body, isnan(x) ? (upper ? "NAN" : "nan") : (upper ? "INF" : "inf"));
    if (type == '%') rt_sb_putc(&body, '%');
    emit_padded(sb, sp, sign_text(sp, neg), body.data, body.len, '>');
    rt_cleanup_pop(mark, true);
    return;
  }
  float_body(&body, type == '%' ? ax * 100 : ax, mode, prec, sp->alt);
  if (type == '%') rt_sb_putc(&body, '%');
  if (sp->z && neg && strspn(body.data, "0.,_") >= strcspn(body.data, "eE%")) neg = false;
  size_t intlen = strspn(body.data, "0123456789");
  emit_number(sb, sp, sign_text(sp, neg), body.data, intlen, body.data + intlen, 3);
  rt_cleanup_pop(mark, true);
}

/* One part of a complex: unpadded, with the given sign option; mode 'r' is repr without the
 * ".0" a float's repr adds. */
static void complex_part(StrBuf *out, double x, const Spec *sp, char mode, int64_t prec,
                         char sign) {
  Spec t = *sp;
  t.width = -1;
  t.align = '<';
  strcpy(t.fill, " ");
  t.sign = sign;
  t.type = mode == 'r' ? 0 : mode;
  t.prec = mode == 'r' ? -1 : prec;
  size_t start = out->len;
  format_float_spec(out, x, &t, "complex");
  if (mode == 'r' && out->len - start >= 2 && memcmp(out->data + out->len - 2, ".0", 2) == 0) {
    out->len -= 2;
    out->data[out->len] = '\0';
  }
}

/* CPython's format_complex_internal: no type is repr's form (parentheses unless the real part
 * is +0, which is left out); a type formats both parts with it, the imaginary one signed. */
void rt_format_complex(StrBuf *sb, double re, double im, const char *spec) {
  Spec sp;
  parse_spec(spec, &sp, "complex", '>', 0);
  char type = sp.type;
  if (type && !strchr("eEfFgGn", type)) unknown_code(type, "complex");
  if (strcmp(sp.fill, "0") == 0) {
    rt_raise(RT_EXC_ValueError, "Zero padding is not allowed in complex format specifier");
  }
  if (sp.align == '=') {
    rt_raise(RT_EXC_ValueError, "'=' alignment flag is not allowed in complex format specifier");
  }
  bool skip_re = false, parens = false;
  char mode = type == 'n' ? 'g' : type;
  int64_t prec = sp.prec;
  if (!type) {
    mode = 'r';
    if (re == 0.0 && !signbit(re)) skip_re = true;
    else parens = true;
  }
  if (prec < 0) prec = type ? 6 : 0;
  else if (mode == 'r') mode = 'g';
  StrBuf body;
  rt_sb_init(&body);
  int mark = rt_sb_cleanup_push(&body);
  if (parens) rt_sb_putc(&body, '(');
  if (!skip_re) complex_part(&body, re, &sp, mode, prec, sp.sign);
  complex_part(&body, im, &sp, mode, prec, skip_re ? sp.sign : '+');
  rt_sb_putc(&body, 'j');
  if (parens) rt_sb_putc(&body, ')');
  emit_padded(sb, &sp, "", body.data, body.len, '>');
  rt_cleanup_pop(mark, true);
}

static void format_str_spec(StrBuf *sb, Value s, const Spec *sp) {
  if (sp->type && sp->type != 's') unknown_code(sp->type, "str");
  if (sp->sign == ' ') rt_raise(RT_EXC_ValueError, "Space not allowed in string format specifier");
  if (sp->sign) rt_raise(RT_EXC_ValueError, "Sign not allowed in string format specifier");
  if (sp->z) {
    rt_raise(RT_EXC_ValueError,
             "Negative zero coercion (z) not allowed in string format specifier");
  }
  if (sp->alt) {
    rt_raise(RT_EXC_ValueError, "Alternate form (#) not allowed in string format specifier");
  }
  if (sp->align == '=') {
    rt_raise(RT_EXC_ValueError, "'=' alignment not allowed in string format specifier");
  }
  const char *d = rt_str_data(s);
  size_t n = (size_t)RT_AS(Str, s)->nbytes;
  if (sp->prec >= 0 && sp->prec < RT_AS(Str, s)->nchars)
    n = (size_t)rt_str_byte_offset(s, sp->prec);
  emit_padded(sb, sp, "", d, n, '<');
}

/* A library type's own __format__ (datetime's strftime formats), through its method slot. */
static bool format_method(StrBuf *sb, Value v, const char *spec) {
  RtMethodFn fn = rt_is_obj(v) && v.as.o->type->method ? v.as.o->type->method(v, "__format__") : NULL;
  if (!fn) return false;
  Value arg = rt_str_from_c(spec);
  int mark = rt_cleanup_push_value(&arg);
  Value s = fn(v, 1, &arg, NULL);
  rt_cleanup_push_value(&s);
  rt_sb_str(sb, s);
  rt_cleanup_pop(mark, true);
  return true;
}

void rt_format_value(StrBuf *sb, Value v, const char *spec) {
  /* NumPy scalars format as the Python number they hold (format(np.float32(1.1), '') is
   * '1.100000023841858', unlike str()) */
  if (rt_is_scalar_number(v)) { /* number() gives a new reference (a complex is boxed) */
    Value n = v.as.o->type->number(v);
    int mark = rt_cleanup_push_value(&n);
    rt_format_value(sb, n, spec);
    rt_cleanup_pop(mark, true);
    return;
  }
  if (rt_is_instance(v)) { /* __format__ */
    Value s = rt_instance_format(v, spec);
    rt_sb_putn(sb, rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes);
    rt_decref(s);
    return;
  }
  if (!*spec && v.tag != RT_FLOAT) {
    rt_sb_str(sb, v);
    return;
  }
  Spec sp;
  switch (v.tag) {
    case RT_BOOL:
    case RT_INT:
      parse_spec(spec, &sp, rt_type_name(v), '>', 'd');
      format_int_spec(sb, v, &sp, rt_type_name(v));
      return;
    case RT_FLOAT:
      parse_spec(spec, &sp, "float", '>', 0);
      format_float_spec(sb, v.as.f, &sp, "float");
      return;
    default:
      if (rt_is_str(v)) {
        parse_spec(spec, &sp, "str", '<', 's');
        format_str_spec(sb, v, &sp);
        return;
      }
      if (rt_is_bigint(v)) {
        parse_spec(spec, &sp, "int", '>', 'd');
        format_int_spec(sb, v, &sp, "int");
        return;
      }
      if (rt_is_complex(v)) {
        rt_format_complex(sb, RT_AS(Complex, v)->re, RT_AS(Complex, v)->im, spec);
        return;
      }
      if (format_method(sb, v, spec)) return;
      rt_raise(RT_EXC_TypeError, "unsupported format string passed to %s.__format__",
               rt_type_name(v));
  }
}

Value rt_format(Value v, const char *spec, int conv) {
  Value conv_v = rt_undef();
  if (conv == 'r')
    conv_v = rt_repr(v);
  else if (conv == 's')
    conv_v = rt_to_str(v);
  else if (conv == 'a')
    conv_v = rt_ascii(v);
  int mark = rt_cleanup_push_value(&conv_v);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  rt_format_value(&sb, rt_is_undef(conv_v) ? v : conv_v, spec ? spec : "");
  Value r = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ==== printf-style `%` ==== */

typedef struct PctArgs {
  const Value *items;
  int64_t n, next;
} PctArgs;

static Value pct_next(PctArgs *a) {
  if (a->next >= a->n) rt_raise(RT_EXC_TypeError, "not enough arguments for format string");
  return a->items[a->next++];
}

static int64_t pct_star(PctArgs *a) {
  Value v = pct_next(a);
  if (v.tag != RT_INT && v.tag != RT_BOOL) rt_raise(RT_EXC_TypeError, "* wants int");
  return v.tag == RT_INT ? v.as.i : v.as.b;
}

/* The integer value for %d/%i/%u (floats truncate) or %x/%X/%o (integers only): a new
 * reference to an int-like value. */
static Value pct_int(Value v, char conv) {
  const char *tname = rt_type_name(v); /* messages name the NumPy class, as CPython does */
  if (rt_is_scalar_number(v)) v = v.as.o->type->number(v);
  /* an array: int(a) of a size-1 one (CPython calls the type's __int__, whose TypeError for
   * other sizes becomes the format's own) */
  if (rt_is_obj(v) && v.as.o->type->numkind == RT_NUMBER_ARRAY && v.as.o->type->number &&
      strchr("diu", conv)) {
    Value size = rt_getattr(v, "size");
    bool one = size.tag == RT_INT && size.as.i == 1;
    rt_decref(size);
    if (one) {
      Value n = v.as.o->type->number(v);
      Value r = pct_int(n, conv); /* of an int, bigint or float: does not raise */
      rt_decref(n);
      return r;
    }
  }
  if (v.tag == RT_INT || v.tag == RT_BOOL) return rt_int(v.tag == RT_INT ? v.as.i : v.as.b);
  if (rt_is_bigint(v)) {
    rt_incref(v);
    return v;
  }
  if (v.tag == RT_FLOAT && strchr("diu", conv)) return rt_float_to_int(v.as.f);
  /* a library number that is not NumPy's (Fraction, Decimal): its __int__ */
  if (rt_is_obj(v) && v.as.o->type->number && v.as.o->type->numkind == RT_NUMBER_NONE && strchr("diu", conv)) {
    return v.as.o->type->number(v);
  }
  if (strchr("diu", conv)) {
    rt_raise(RT_EXC_TypeError, "%%%c format: a real number is required, not %s", conv, tname);
  }
  rt_raise(RT_EXC_TypeError, "%%%c format: an integer is required, not %s", conv, tname);
}

/* %d with a precision: at least prec digits, zero-extended. */
/* %d/%x/%o with a precision: at least prec digits, zero-extended, after the sign and the
 * '#' prefix. */
static void pct_int_prec(StrBuf *sb, Value v, Spec *sp) {
  StrBuf digits, body;
  rt_sb_init(&digits);
  rt_sb_init(&body);
  int mark = rt_sb_cleanup_push(&digits);
  rt_sb_cleanup_push(&body);
  int base = sp->type == 'x' || sp->type == 'X' ? 16 : sp->type == 'o' ? 8 : 10;
  int_digits(&digits, v, base, sp->type == 'X');
  for (int64_t i = (int64_t)digits.len; i < sp->prec; i++) rt_sb_putc(&body, '0');
  rt_sb_putn(&body, digits.data, digits.len);
  char prefix[8];
  strcpy(prefix, sign_text(sp, rt_int_sign(v) < 0));
  if (sp->alt && sp->type != 'd')
    strcat(prefix, sp->type == 'x' ? "0x" : sp->type == 'X' ? "0X" : "0o");
  emit_padded(sb, sp, prefix, body.data, body.len, '>');
  rt_cleanup_pop(mark, true);
}

/* %s, %r, %a and %c: text padded with spaces (a '0' flag does not apply to text). */
static void pct_text(StrBuf *sb, Spec *sp, const char *text, size_t n) {
  sp->align = sp->align == '<' ? '<' : '>';
  strcpy(sp->fill, " ");
  emit_padded(sb, sp, "", text, n, '>');
}

static void pct_char(StrBuf *sb, Spec *sp, Value v) {
  StrBuf ch;
  rt_sb_init(&ch);
  int mark = rt_sb_cleanup_push(&ch);
  if (rt_is_str(v) && RT_AS(Str, v)->nchars == 1) {
    rt_sb_puts(&ch, rt_str_data(v));
  } else if (v.tag == RT_BOOL) {
    rt_utf8_encode(&ch, v.as.b);
  } else if (v.tag == RT_INT && v.as.i >= 0 && v.as.i <= 0x10FFFF) {
    rt_utf8_encode(&ch, (uint32_t)v.as.i);
  } else if (v.tag == RT_INT || rt_is_bigint(v)) {
    rt_raise(RT_EXC_OverflowError, "%%c arg not in range(0x110000)");
  } else {
    rt_raise(RT_EXC_TypeError, "%%c requires int or char");
  }
  pct_text(sb, sp, ch.data, ch.len);
  rt_cleanup_pop(mark, true);
}

static void pct_one(StrBuf *sb, char conv, Spec *sp, Value v) {
  /* an int or float subclass's instance (an IntEnum member) formats as its value for %d %f ... */
  if (conv != 's' && conv != 'r' && conv != 'a' && rt_is_instance(v)) v = rt_unwrap_base(v);
  if (conv == 's' || conv == 'r' || conv == 'a') {
    Value s = conv == 's' ? rt_to_str(v) : conv == 'r' ? rt_repr(v) : rt_ascii(v);
    size_t n = (size_t)RT_AS(Str, s)->nbytes;
    if (sp->prec >= 0 && sp->prec < RT_AS(Str, s)->nchars) {
      n = (size_t)rt_str_byte_offset(s, sp->prec);
    }
    pct_text(sb, sp, rt_str_data(s), n);
    rt_decref(s);
  } else if (conv == 'c') {
    pct_char(sb, sp, v);
  } else if (strchr("diuxXo", conv)) {
    Value i = pct_int(v, conv);
    int mark = rt_cleanup_push_value(&i);
    sp->type = conv == 'x' || conv == 'X' || conv == 'o' ? conv : 'd';
    if (sp->prec >= 0)
      pct_int_prec(sb, i, sp);
    else
      format_int_spec(sb, i, sp, "int");
    rt_cleanup_pop(mark, true);
  } else { /* e E f F g G */
    if (sp->prec < 0) sp->prec = 6;
    sp->type = conv;
    format_float_spec(sb, rt_to_double(v, NULL), sp, "float");
  }
}

/* Parse one conversion after '%' at fmt[*pos]; returns the conversion character. */
/* A width or precision: '*' (taken from the arguments; *star is set) or digits; -1 if none. */
static int64_t pct_number(const char *fmt, size_t len, size_t *i, PctArgs *args, bool *star) {
  *star = *i < len && fmt[*i] == '*';
  if (*star) {
    (*i)++;
    return pct_star(args);
  }
  const char *p = fmt + *i;
  int64_t v = *p >= '0' && *p <= '9' ? parse_num(&p) : -1;
  *i = (size_t)(p - fmt);
  return v;
}

/* Parse one conversion after '%' at fmt[*pos]: flags, width, precision, length modifier;
 * returns the conversion character. */
static char pct_parse(const char *fmt, size_t len, size_t *pos, Spec *sp, PctArgs *args) {
  memset(sp, 0, sizeof *sp);
  strcpy(sp->fill, " ");
  sp->width = sp->prec = -1;
  bool left = false, zero = false;
  size_t i = *pos;
  for (; i < len && fmt[i] && strchr("-+ #0", fmt[i]); i++) {
    if (fmt[i] == '-')
      left = true;
    else if (fmt[i] == '+')
      sp->sign = '+';
    else if (fmt[i] == ' ')
      sp->sign = sp->sign == '+' ? '+' : ' ';
    else if (fmt[i] == '#')
      sp->alt = true;
    else
      zero = true;
  }
  bool star;
  sp->width = pct_number(fmt, len, &i, args, &star);
  if (star && sp->width < 0) { /* a negative '*' width means left alignment */
    left = true;
    sp->width = -sp->width;
  }
  if (i < len && fmt[i] == '.') {
    i++;
    sp->prec = pct_number(fmt, len, &i, args, &star);
    if (sp->prec < 0) sp->prec = 0; /* "%.f" means precision 0 */
  }
  while (i < len && fmt[i] && strchr("hlL", fmt[i])) i++;
  if (i >= len) rt_raise(RT_EXC_ValueError, "incomplete format");
  if (left) {
    sp->align = '<';
  } else if (zero) {
    strcpy(sp->fill, "0");
    sp->align = '=';
  }
  *pos = i + 1;
  return fmt[i];
}

/* The value of a "(key)" after '%' at fmt[*i] (a new reference; *i moves past it), or RT_UNDEF
 * when the conversion has no key. */
static Value pct_key(const char *fmt, size_t len, size_t *i, Value argsv, bool mapping, bool bytes) {
  if (*i >= len || fmt[*i] != '(') return rt_undef();
  if (!mapping) rt_raise(RT_EXC_TypeError, "format requires a mapping");
  size_t start = ++*i;
  int depth = 1;
  for (; *i < len && depth; (*i)++) depth += fmt[*i] == '(' ? 1 : fmt[*i] == ')' ? -1 : 0;
  if (depth) rt_raise(RT_EXC_ValueError, "incomplete format key");
  Value key = bytes ? rt_bytes_new(&rt_bytes_type, fmt + start, *i - 1 - start) : rt_str_new(fmt + start, *i - 1 - start);
  int mark = rt_cleanup_push_value(&key);
  Value v = rt_getitem(argsv, key);
  rt_cleanup_pop(mark, true);
  return v;
}

/* One conversion of bytes % args: %s and %b take bytes-like values (as their raw bytes), %r
 * and %a the ASCII repr, %c an int below 256 or one byte; the numbers print as for str. */
static void bytes_pct_one(StrBuf *sb, char conv, Spec *sp, Value v) {
  if (conv == 's' || conv == 'b') {
    if (!rt_is_bytes_like(v)) {
      rt_raise(RT_EXC_TypeError, "%%b requires a bytes-like object, or an object that implements __bytes__, not '%s'",
               rt_type_name(v));
    }
    const Bytes *b = RT_AS(Bytes, v);
    size_t n = (size_t)b->n;
    if (sp->prec >= 0 && (size_t)sp->prec < n) n = (size_t)sp->prec;
    pct_text(sb, sp, (const char *)b->data, n);
  } else if (conv == 'c') {
    if (rt_is_bytes_like(v) && RT_AS(Bytes, v)->n == 1) {
      pct_text(sb, sp, (const char *)RT_AS(Bytes, v)->data, 1);
      return;
    }
    if (v.tag != RT_INT && v.tag != RT_BOOL)
      rt_raise(RT_EXC_TypeError, "%%c requires an integer in range(256) or a single byte");
    int64_t c = v.tag == RT_INT ? v.as.i : v.as.b;
    if (c < 0 || c > 255) rt_raise(RT_EXC_OverflowError, "%%c arg not in range(256)");
    char ch = (char)c;
    pct_text(sb, sp, &ch, 1);
  } else {
    pct_one(sb, conv == 'r' ? 'a' : conv, sp, v);
  }
}

/* The loop str % args and bytes % args share: the text between conversions copied, a bare
 * "%%" a percent, each conversion's argument (by key from a mapping, or the next one) written by
 * the str or the bytes rules. A mapping on the right takes "%(key)s" conversions (and no
 * argument is left over). */
static void pct_format(StrBuf *sb, const char *fmt, size_t len, Value argsv, bool mapping, bool bytes) {
  PctArgs args = {&argsv, 1, 0};
  Value tuple = rt_unwrap_base(argsv); /* a tuple subclass's instance (a namedtuple) is its tuple */
  if (rt_is_tuple(tuple)) args.items = RT_AS(Tuple, tuple)->items, args.n = RT_AS(Tuple, tuple)->n;
  Value keyed = rt_undef();
  int mark = rt_cleanup_push_value(&keyed);
  for (size_t i = 0; i < len;) {
    const char *pct = memchr(fmt + i, '%', len - i);
    size_t stop = pct ? (size_t)(pct - fmt) : len;
    rt_sb_putn(sb, fmt + i, stop - i);
    if (!pct) break;
    i = stop + 1;
    keyed = pct_key(fmt, len, &i, argsv, mapping, bytes); /* "%(name)s" */
    Spec sp;
    char conv = pct_parse(fmt, len, &i, &sp, &args);
    if (conv == '%' && i == stop + 2) { /* only a bare "%%" is a literal percent (no key) */
      rt_sb_putc(sb, '%');
      continue;
    }
    /* CPython takes the argument before checking the character */
    Value v = rt_is_undef(keyed) ? pct_next(&args) : keyed;
    if (!conv || !strchr(bytes ? "sbradiuxXoeEfFgGc" : "sradiuxXoeEfFgGc", conv)) {
      rt_raise(RT_EXC_ValueError, "unsupported format character '%c' (0x%x) at index %zu", conv,
               (unsigned char)conv, i - 1);
    }
    if (bytes) bytes_pct_one(sb, conv, &sp, v);
    else pct_one(sb, conv, &sp, v);
    rt_decref(keyed);
    keyed = rt_undef();
  }
  if (args.next < args.n && !mapping) {
    rt_raise(RT_EXC_TypeError, "not all arguments converted during %s formatting", bytes ? "bytes" : "string");
  }
  rt_cleanup_pop(mark, true);
}

Value rt_str_percent(Value fmtv, Value argsv) {
  bool mapping = !rt_is_tuple(rt_unwrap_base(argsv)) && !rt_is_str(argsv) && rt_is_obj(argsv) && argsv.as.o->type->getitem;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  pct_format(&sb, rt_str_data(fmtv), (size_t)RT_AS(Str, fmtv)->nbytes, argsv, mapping, false);
  Value r = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  return r;
}

Value rt_bytes_percent(Value fmtv, Value argsv) {
  const Bytes *f = RT_AS(Bytes, fmtv);
  bool mapping = !rt_is_tuple(rt_unwrap_base(argsv)) && !rt_is_bytes_like(argsv) && rt_is_obj(argsv) && argsv.as.o->type->getitem;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  pct_format(&sb, (const char *)f->data, (size_t)f->n, argsv, mapping, true);
  Value r = rt_bytes_new(fmtv.as.o->type, sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ==== str.format ==== */

typedef struct FmtState {
  int argc;
  const Value *argv;
  const Kwargs *kw;
  int auto_next; /* -1 once manual numbering was used */
  bool manual;
  Value mapping; /* format_map's mapping (names are looked up in it), else RT_UNDEF */
} FmtState;

static void format_into(StrBuf *sb, const char *s, size_t len, FmtState *st, int depth);

/* The argument named by the first k characters of a field ("", "0", "name"). */
/* The argument a field name's first part names. New reference. */
static Value field_arg(const char *name, size_t k, FmtState *st) {
  if (!rt_is_undef(st->mapping)) { /* format_map: mapping[name], so __missing__ applies */
    if (k == 0 || (name[0] >= '0' && name[0] <= '9')) {
      rt_raise(RT_EXC_ValueError, "Format string contains positional fields");
    }
    Value key = rt_str_new(name, k);
    int mark = rt_cleanup_push_value(&key);
    Value r = rt_getitem(st->mapping, key);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (k > 0 && !(name[0] >= '0' && name[0] <= '9')) {
    for (int j = 0; st->kw && j < st->kw->n; j++) {
      if (strlen(st->kw->names[j]) == k && strncmp(st->kw->names[j], name, k) == 0) {
        rt_incref(st->kw->values[j]);
        return st->kw->values[j];
      }
    }
    rt_raise(RT_EXC_KeyError, "'%.*s'", (int)k, name);
  }
  int64_t idx;
  if (k == 0) {
    if (st->manual) {
      rt_raise(RT_EXC_ValueError,
               "cannot switch from manual field specification to automatic field numbering");
    }
    idx = st->auto_next++;
  } else {
    if (st->auto_next > 0) {
      rt_raise(RT_EXC_ValueError,
               "cannot switch from automatic field numbering to manual field specification");
    }
    st->manual = true;
    idx = strtoll(name, NULL, 10);
  }
  if (idx >= st->argc) {
    rt_raise(RT_EXC_IndexError, "Replacement index %lld out of range for positional args tuple",
             (long long)idx);
  }
  rt_incref(st->argv[idx]);
  return st->argv[idx];
}

/* Apply one accessor at name[k] (".attr" or "[index]") to v; returns the new value and sets
 * *end past the accessor. name[0..n) is the field name. */
static Value field_access(Value v, const char *name, size_t k, size_t n, size_t *end) {
  if (name[k] == '.') {
    size_t e = k + 1 + strcspn(name + k + 1, ".[");
    if (e > n) e = n;
    char *attr = rt_malloc(e - k);
    memcpy(attr, name + k + 1, e - k - 1);
    attr[e - k - 1] = '\0';
    Value r = rt_getattr(v, attr);
    free(attr);
    *end = e;
    return r;
  }
  const char *close = memchr(name + k, ']', n - k);
  if (!close) rt_raise(RT_EXC_ValueError, "Missing ']' in format string");
  *end = (size_t)(close - name) + 1;
  const char *ix = name + k + 1;
  size_t ixn = (size_t)(close - ix);
  Value key =
      ixn && strspn(ix, "0123456789") >= ixn ? rt_int(strtoll(ix, NULL, 10)) : rt_str_new(ix, ixn);
  Value r = rt_getitem(v, key);
  rt_decref(key);
  return r;
}

/* The value of a field name such as "", "1", "name", "0[2].real". New reference. */
static Value field_lookup(const char *name, size_t n, FmtState *st) {
  size_t k = strcspn(name, ".[");
  if (k > n) k = n;
  Value v = field_arg(name, k, st);
  while (k < n) {
    Value next = field_access(v, name, k, n, &k);
    rt_decref(v);
    v = next;
  }
  return v;
}

/* One replacement field: s[0..len) is the text between the braces. */
static void format_field(StrBuf *sb, const char *s, size_t len, FmtState *st, int depth) {
  size_t name_end = 0;
  while (name_end < len && s[name_end] != '!' && s[name_end] != ':') {
    if (s[name_end] == '[') {
      while (name_end < len && s[name_end] != ']') name_end++;
    }
    if (name_end < len) name_end++;
  }
  Value v = field_lookup(s, name_end, st);
  int mark = rt_cleanup_push_value(&v);
  size_t i = name_end;
  int conv = 0;
  if (i < len && s[i] == '!') {
    if (i + 1 >= len)
      rt_raise(RT_EXC_ValueError, "end of string while looking for conversion specifier");
    conv = s[i + 1];
    if (conv != 'r' && conv != 's' && conv != 'a') {
      rt_raise(RT_EXC_ValueError, "Unknown conversion specifier %c", conv);
    }
    i += 2;
    if (i < len && s[i] != ':')
      rt_raise(RT_EXC_ValueError, "expected ':' after conversion specifier");
  }
  StrBuf spec;
  rt_sb_init(&spec);
  rt_sb_cleanup_push(&spec);
  rt_sb_putn(&spec, "", 0);
  if (i < len && s[i] == ':') format_into(&spec, s + i + 1, len - i - 1, st, depth + 1);
  Value r = rt_format(v, spec.data, conv);
  rt_cleanup_push_value(&r);
  rt_sb_putn(sb, rt_str_data(r), (size_t)RT_AS(Str, r)->nbytes);
  rt_cleanup_pop(mark, true);
}

static void format_into(StrBuf *sb, const char *s, size_t len, FmtState *st, int depth) {
  if (depth > 2) rt_raise(RT_EXC_ValueError, "Max string recursion exceeded");
  for (size_t i = 0; i < len;) {
    char c = s[i];
    if (c == '}') {
      if (i + 1 < len && s[i + 1] == '}') {
        rt_sb_putc(sb, '}');
        i += 2;
        continue;
      }
      rt_raise(RT_EXC_ValueError, "Single '}' encountered in format string");
    }
    if (c != '{') {
      rt_sb_putc(sb, c);
      i++;
      continue;
    }
    if (i + 1 < len && s[i + 1] == '{') {
      rt_sb_putc(sb, '{');
      i += 2;
      continue;
    }
    size_t j = i + 1;
    int nest = 1;
    while (j < len) {
      if (s[j] == '{')
        nest++;
      else if (s[j] == '}' && --nest == 0)
        break;
      j++;
    }
    if (j >= len) {
      if (nest > 1 || memchr(s + i + 1, '}', len - i - 1) == NULL) {
        rt_raise(RT_EXC_ValueError, "Single '{' encountered in format string");
      }
      rt_raise(RT_EXC_ValueError, "expected '}' before end of string");
    }
    format_field(sb, s + i + 1, j - i - 1, st, depth);
    i = j + 1;
  }
}

static Value format_with(Value fmt, FmtState *st) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_putn(&sb, "", 0);
  format_into(&sb, rt_str_data(fmt), (size_t)RT_AS(Str, fmt)->nbytes, st, 0);
  Value r = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  return r;
}

Value rt_str_format_method(Value fmt, int argc, const Value *argv, const Kwargs *kw) {
  FmtState st = {argc, argv, kw, 0, false, rt_undef()};
  return format_with(fmt, &st);
}

/* str.format_map(mapping): each name is mapping[name] (a dict subclass's __missing__ answers
 * for a missing one; any object with __getitem__ will do). */
Value rt_str_format_map(Value fmt, Value mapping) {
  FmtState st = {0, NULL, NULL, 0, false, mapping};
  return format_with(fmt, &st);
}
