/* re_syntax.c — Python's regular-expression syntax, checked with Python's rules and messages
 * (re.error "missing ), unterminated subpattern at position 0") and rewritten into PCRE2's,
 * which matches it. The two differ in the parts rewritten here: \Z (PCRE2's \z), named groups
 * and their references (PCRE2 sees numbered groups only; the names stay in groupindex),
 * octal, \u and \U escapes, {,n}, \v, verbose mode (whitespace and comments are dropped here),
 * inline flags (the leading global ones become compile options, the scoped ones PCRE2's), a
 * scoped (?a:...) (ASCII classes spelled out), conditionals on names, and literal characters
 * (written as \x{...} so that PCRE2 reads nothing special into them). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "re_internal.h"

/* The capture groups whose ')' is not yet read: a reference to one is refused. */
typedef struct OpenGroup {
  int gid;
  const struct OpenGroup *up;
} OpenGroup;

typedef struct Syn {
  Value pattern;
  const char *src;
  int64_t n, i;       /* the pattern's bytes, the next one */
  bool is_bytes;
  bool verbose;       /* the current verbose state (scoped flags change it) */
  bool ascii;         /* inside (?a:...) in a Unicode pattern */
  int64_t cond_ref, cond_ref_at; /* the first conditional's reference beyond the groups seen */
  int64_t tail_bs;    /* a lone backslash ending the pattern: its byte, else -1 */
  int lb_groups;      /* inside a lookbehind: the groups before it, else -1 */
  int depth;          /* groups open: the parser recurses once per level */
  /* The width range (characters) of the item just parsed when wset, for Python's rule that a
   * lookbehind has a fixed width; and the widths of the first groups, for references. */
  bool wset, variable_lookbehind;
  int64_t wlo, whi;
  int64_t gw_lo[100], gw_hi[100];
  ReTranslation *t;
  StrBuf *out;
} Syn;

#define WINF ((int64_t)1 << 40) /* no upper bound */

static int64_t wadd(int64_t a, int64_t b) { return a + b >= WINF ? WINF : a + b; }
static int64_t wmul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  return a >= WINF || b >= WINF || a > WINF / b ? WINF : a * b;
}

static void set_width(Syn *s, int64_t lo, int64_t hi) {
  s->wset = true;
  s->wlo = lo;
  s->whi = hi;
}

/* A reference's width: the group's, when known. */
static void ref_width(Syn *s, int gid) {
  if (gid < 100) set_width(s, s->gw_lo[gid], s->gw_hi[gid]);
  else set_width(s, 0, WINF);
}

/* What the last item of a sequence was, for "nothing to repeat" and "multiple repeat". */
enum { LAST_NONE, LAST_ANCHOR, LAST_REPEAT, LAST_ITEM, LAST_KEEP };

/* ---- errors ---- */

static int64_t char_pos(const Syn *s, int64_t b) {
  if (s->is_bytes) return b;
  int64_t c = 0;
  for (int64_t k = 0; k < b && k < s->n; k++) c += ((unsigned char)s->src[k] & 0xC0) != 0x80;
  return c;
}

/* Python reads a pattern a token ahead, and a lone backslash at its end is an error as soon as
 * the token before it is read: that error comes first once the parse has got that far. */
#define FAIL(s, b, ...)                                                                     \
  do {                                                                                      \
    if ((s)->tail_bs >= 0 && (s)->i >= (s)->tail_bs) {                                      \
      re_error((s)->pattern, char_pos((s), (s)->tail_bs), "bad escape (end of pattern)");   \
    }                                                                                       \
    re_error((s)->pattern, char_pos((s), (b)), __VA_ARGS__);                                \
  } while (0)

static Value set_attr(Value exc, const char *name, Value v) {
  rt_exc_set_attr(exc, name, v);
  rt_decref(v);
  return exc;
}

/* lineno and colno of character pos (Python counts the newlines before it). */
static void line_col(Value pattern, int64_t pos, int64_t *line, int64_t *col, bool *multiline) {
  const char *d;
  int64_t nb;
  if (rt_is_str(pattern)) {
    d = rt_str_data(pattern);
    nb = RT_AS(Str, pattern)->nbytes;
  } else {
    d = (const char *)RT_AS(Bytes, pattern)->data;
    nb = RT_AS(Bytes, pattern)->n;
  }
  *multiline = memchr(d, '\n', (size_t)nb) != NULL;
  int64_t ch = 0, last_nl = -1;
  *line = 1;
  for (int64_t b = 0; b < nb && ch < pos; b++) {
    if (rt_is_str(pattern) && ((unsigned char)d[b] & 0xC0) == 0x80) continue;
    if (d[b] == '\n') {
      (*line)++;
      last_nl = ch;
    }
    ch++;
  }
  *col = pos - last_nl;
}

_Noreturn void re_error(Value pattern, int64_t pos, const char *fmt, ...) {
  char msg[512], full[640];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  int64_t line = 1, col = pos + 1;
  bool multiline = false;
  if (pos >= 0) line_col(pattern, pos, &line, &col, &multiline);
  if (pos < 0) snprintf(full, sizeof full, "%s", msg);
  else if (multiline) {
    snprintf(full, sizeof full, "%s at position %lld (line %lld, column %lld)", msg,
             (long long)pos, (long long)line, (long long)col);
  } else snprintf(full, sizeof full, "%s at position %lld", msg, (long long)pos);
  Value m = rt_str_from_c(full);
  Value args = rt_tuple_from(1, &m);
  rt_decref(m);
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_ReError), RT_EXC_ReError, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  set_attr(e, "msg", rt_str_from_c(msg));
  rt_exc_set_attr(e, "pattern", pattern);
  set_attr(e, "pos", pos < 0 ? rt_none() : rt_int(pos));
  set_attr(e, "lineno", pos < 0 ? rt_none() : rt_int(line));
  set_attr(e, "colno", pos < 0 ? rt_none() : rt_int(col));
  rt_raise_exc(e);
}

/* ---- reading and writing ---- */

static bool at_end(const Syn *s) { return s->i >= s->n; }
static char peek(const Syn *s) { return s->i < s->n ? s->src[s->i] : '\0'; }

/* The code point at byte b (a byte of a bytes pattern); *len its length. */
static uint32_t cp_at(const Syn *s, int64_t b, int *len) {
  if (s->is_bytes) {
    *len = 1;
    return (unsigned char)s->src[b];
  }
  return rt_utf8_decode(s->src + b, len);
}

static void emit_cp(Syn *s, uint32_t cp) {
  if ((cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z')) {
    rt_sb_putc(s->out, (char)cp);
  } else {
    rt_sb_printf(s->out, "\\x{%x}", (unsigned)cp);
  }
}

static void skip_verbose(Syn *s) {
  while (s->verbose && !at_end(s)) {
    char c = peek(s);
    if (c == '#') {
      while (!at_end(s) && peek(s) != '\n') s->i++;
    } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
      s->i++;
    } else {
      break;
    }
  }
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_octal(char c) { return c >= '0' && c <= '7'; }
static bool is_hex(char c) {
  return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_ascii_letter(uint32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* ---- classes \d \w \s and their negations, ASCII ones spelled out under (?a:...) ---- */

/* The ASCII ranges of \d, \w, \s and of their complements, for use inside [...]. */
static const char *ascii_ranges(char cat) {
  switch (cat) {
  case 'd': return "0-9";
  case 'D': return "\\x{0}-\\x{2f}\\x{3a}-\\x{10ffff}";
  case 'w': return "0-9A-Z_a-z";
  case 'W': return "\\x{0}-\\x{2f}\\x{3a}-\\x{40}\\x{5b}-\\x{5e}\\x{60}\\x{7b}-\\x{10ffff}";
  case 's': return "\\x{9}-\\x{d}\\x{20}";
  default: return "\\x{0}-\\x{8}\\x{e}-\\x{1f}\\x{21}-\\x{10ffff}"; /* S */
  }
}

static void emit_category(Syn *s, char cat, bool in_class) {
  if (!s->ascii) {
    rt_sb_printf(s->out, "\\%c", cat);
  } else if (in_class) {
    rt_sb_puts(s->out, ascii_ranges(cat));
  } else {
    rt_sb_printf(s->out, "[%s]", ascii_ranges(cat));
  }
}

static void emit_boundary(Syn *s, bool word) {
  if (!s->ascii) {
    rt_sb_puts(s->out, word ? "\\b" : "\\B");
    return;
  }
  const char *w = "[0-9A-Z_a-z]";
  if (word) {
    rt_sb_printf(s->out, "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))", w, w, w, w);
  } else {
    rt_sb_printf(s->out, "(?:(?<=%s)(?=%s)|(?<!%s)(?!%s))", w, w, w, w);
  }
}

/* ---- escapes ---- */

/* \xhh, \uhhhh, \Uhhhhhhhh: the code point; s->i is after the letter. */
static uint32_t hex_escape(Syn *s, int64_t at, char kind) {
  int want = kind == 'x' ? 2 : kind == 'u' ? 4 : 8, got = 0;
  uint32_t v = 0;
  while (got < want && is_hex(peek(s))) {
    char c = s->src[s->i++];
    v = v * 16 + (uint32_t)(is_digit(c) ? c - '0' : (c | 0x20) - 'a' + 10);
    got++;
  }
  if (got < want) FAIL(s, at, "incomplete escape %.*s", (int)(s->i - at), s->src + at);
  if (v > 0x10FFFF) FAIL(s, at, "bad escape %.*s", (int)(s->i - at), s->src + at);
  return v;
}

/* Octal digits after the first (up to two more). */
static uint32_t octal_escape(Syn *s, int64_t at, uint32_t v) {
  for (int k = 0; k < 2 && is_octal(peek(s)); k++) v = v * 8 + (uint32_t)(s->src[s->i++] - '0');
  if (v > 0377) {
    FAIL(s, at, "octal escape value %.*s outside of range 0-0o377", (int)(s->i - at), s->src + at);
  }
  return v;
}

/* The escapes that stand for one character in and out of classes; false for others. */
static bool char_escape(Syn *s, int64_t at, uint32_t c, uint32_t *out) {
  switch (c) {
  case 'a': *out = 7; return true;
  case 'f': *out = 12; return true;
  case 'n': *out = 10; return true;
  case 'r': *out = 13; return true;
  case 't': *out = 9; return true;
  case 'v': *out = 11; return true;
  case '\\': *out = '\\'; return true;
  case 'x': *out = hex_escape(s, at, 'x'); return true;
  case 'u': case 'U':
    if (s->is_bytes) return false;
    *out = hex_escape(s, at, (char)c);
    return true;
  case 'N':
    if (s->is_bytes) return false;
    if (peek(s) != '{') FAIL(s, s->i, "missing {");
    FAIL(s, at, "\\N{...} escapes are not supported in Weft");
  default: return false;
  }
}

static bool group_open(const OpenGroup *open, int gid) {
  for (; open; open = open->up) {
    if (open->gid == gid) return true;
  }
  return false;
}

/* A reference inside a lookbehind must be to a group closed before it (Python's check). */
static void check_lookbehind_ref(Syn *s, const OpenGroup *open, int gid) {
  if (s->lb_groups < 0) return;
  if (gid > s->t->ngroups || group_open(open, gid)) FAIL(s, s->i, "cannot refer to an open group");
  if (gid > s->lb_groups) {
    FAIL(s, s->i, "cannot refer to group defined in the same lookbehind subpattern");
  }
}

/* \1 .. \99 (or an octal escape of three digits); s->i is after the first digit. */
static int numeric_escape(Syn *s, int64_t at, const OpenGroup *open) {
  int64_t first = s->i - 1;
  if (is_digit(peek(s))) {
    if (is_octal(s->src[first]) && is_octal(peek(s)) && s->i + 1 < s->n && is_octal(s->src[s->i + 1])) {
      s->i++;
      emit_cp(s, octal_escape(s, at, (uint32_t)(s->src[first] - '0') * 8 + (uint32_t)(s->src[first + 1] - '0')));
      return LAST_ITEM;
    }
    s->i++;
  }
  int gid = 0;
  for (int64_t k = first; k < s->i; k++) gid = gid * 10 + (s->src[k] - '0');
  if (gid > s->t->ngroups) FAIL(s, at + 1, "invalid group reference %d", gid);
  if (group_open(open, gid)) FAIL(s, at, "cannot refer to an open group");
  check_lookbehind_ref(s, open, gid);
  rt_sb_printf(s->out, "\\g{%d}", gid);
  ref_width(s, gid);
  return LAST_ITEM;
}

/* An escape outside a class; s->i is at the backslash. */
static int parse_escape(Syn *s, const OpenGroup *open) {
  int64_t at = s->i++;
  if (at_end(s)) FAIL(s, at, "bad escape (end of pattern)");
  int len;
  uint32_t c = cp_at(s, s->i, &len), lit;
  s->i += len;
  if (c == '0') {
    emit_cp(s, octal_escape(s, at, 0));
    return LAST_ITEM;
  }
  if (c >= '1' && c <= '9') return numeric_escape(s, at, open);
  if (char_escape(s, at, c, &lit)) {
    emit_cp(s, lit);
    return LAST_ITEM;
  }
  switch (c) {
  case 'A': rt_sb_puts(s->out, "\\A"); return LAST_ANCHOR;
  case 'Z': rt_sb_puts(s->out, "\\z"); return LAST_ANCHOR;
  case 'b': case 'B': emit_boundary(s, c == 'b'); return LAST_ANCHOR;
  case 'd': case 'D': case 's': case 'S': case 'w': case 'W':
    emit_category(s, (char)c, false);
    return LAST_ITEM;
  default: break;
  }
  if (is_ascii_letter(c)) FAIL(s, at, "bad escape %.*s", (int)(s->i - at), s->src + at);
  emit_cp(s, c);
  return LAST_ITEM;
}

/* ---- character classes ---- */

/* One member of a class: a character (cat 0) or a category (\d ...); text is its source. */
typedef struct ClassItem {
  uint32_t cp;
  char cat;
  int64_t at, end;
} ClassItem;

static void class_escape(Syn *s, ClassItem *it) {
  int64_t at = s->i++;
  if (at_end(s)) FAIL(s, at, "bad escape (end of pattern)");
  int len;
  uint32_t c = cp_at(s, s->i, &len);
  s->i += len;
  it->cat = 0;
  if (is_octal((char)c) && c < 128) {
    it->cp = octal_escape(s, at, c - '0');
  } else if (c == 'b') {
    it->cp = 8;
  } else if (c == 'd' || c == 'D' || c == 's' || c == 'S' || c == 'w' || c == 'W') {
    it->cat = (char)c;
  } else if (!char_escape(s, at, c, &it->cp)) {
    if (is_ascii_letter(c) || (c >= '0' && c <= '9')) {
      FAIL(s, at, "bad escape %.*s", (int)(s->i - at), s->src + at);
    }
    it->cp = c;
  }
}

/* One member; false at the end of the pattern. */
static bool class_item(Syn *s, ClassItem *it) {
  if (at_end(s)) return false;
  it->at = s->i;
  if (peek(s) == '\\') {
    class_escape(s, it);
  } else {
    int len;
    it->cp = cp_at(s, s->i, &len);
    it->cat = 0;
    s->i += len;
  }
  it->end = s->i;
  return true;
}

static void emit_class_item(Syn *s, const ClassItem *it) {
  if (it->cat) emit_category(s, it->cat, true);
  else rt_sb_printf(s->out, "\\x{%x}", (unsigned)it->cp);
}

/* class: '[' '^'? item+ ']' where item: char | char '-' char; s->i is at '['. */
static int parse_class(Syn *s) {
  int64_t start = s->i++;
  rt_sb_putc(s->out, '[');
  if (peek(s) == '^') {
    s->i++;
    rt_sb_putc(s->out, '^');
  }
  for (int nitems = 0;; nitems++) {
    if (peek(s) == ']' && nitems > 0 && !at_end(s)) break;
    ClassItem lo, hi;
    if (!class_item(s, &lo)) FAIL(s, start, "unterminated character set");
    if (peek(s) != '-' || at_end(s)) {
      emit_class_item(s, &lo);
      continue;
    }
    s->i++;
    if (peek(s) == ']' && !at_end(s)) { /* [a-]: a trailing '-' is itself */
      emit_class_item(s, &lo);
      rt_sb_puts(s->out, "\\x{2d}");
      break;
    }
    if (!class_item(s, &hi)) FAIL(s, start, "unterminated character set");
    if (lo.cat || hi.cat || hi.cp < lo.cp) {
      FAIL(s, lo.at, "bad character range %.*s-%.*s", (int)(lo.end - lo.at), s->src + lo.at,
           (int)(hi.end - hi.at), s->src + hi.at);
    }
    rt_sb_printf(s->out, "\\x{%x}-\\x{%x}", (unsigned)lo.cp, (unsigned)hi.cp);
  }
  s->i++;
  rt_sb_putc(s->out, ']');
  return LAST_ITEM;
}

/* ---- repeats ---- */

/* Is a repeat at s->i? For '{', one of {m} {m,} {,n} {m,n} {,} (else '{' is a literal). */
static bool repeat_here(const Syn *s) {
  char c = peek(s);
  if (at_end(s)) return false;
  if (c == '*' || c == '+' || c == '?') return true;
  if (c != '{') return false;
  int64_t k = s->i + 1;
  if (k < s->n && s->src[k] == '}') return false;
  while (k < s->n && is_digit(s->src[k])) k++;
  if (k < s->n && s->src[k] == ',') {
    k++;
    while (k < s->n && is_digit(s->src[k])) k++;
  }
  return k < s->n && s->src[k] == '}';
}

static int64_t read_number(Syn *s, bool *given) {
  int64_t v = 0;
  *given = is_digit(peek(s));
  while (is_digit(peek(s))) {
    v = v * 10 + (s->src[s->i++] - '0');
    if (v > 4294967295LL) FAIL(s, s->i, "the repetition number is too large");
  }
  return v;
}

/* s->i is at the repeat; last: the item it repeats. Python reads the whole repeat before it
 * looks at what it repeats. */
static void parse_repeat(Syn *s, int last) {
  int64_t at = s->i;
  char c = s->src[s->i++];
  char text[64];
  if (c != '{') {
    snprintf(text, sizeof text, "%c", c);
    s->wlo = c == '+';
    s->whi = c == '?' ? 1 : WINF;
  } else {
    bool has_lo, has_hi, comma;
    int64_t lo = read_number(s, &has_lo), hi = lo;
    comma = peek(s) == ',';
    if (comma) {
      s->i++;
      hi = read_number(s, &has_hi);
    }
    s->i++; /* '}' */
    if (comma && has_hi && hi < lo) FAIL(s, at + 1, "min repeat greater than max repeat");
    s->wlo = lo;
    s->whi = comma && !has_hi ? WINF : hi;
    if (!comma) snprintf(text, sizeof text, "{%lld}", (long long)lo);
    else if (!has_hi) snprintf(text, sizeof text, "{%lld,}", (long long)lo);
    else snprintf(text, sizeof text, "{%lld,%lld}", (long long)lo, (long long)hi);
  }
  if (last == LAST_NONE || last == LAST_ANCHOR) FAIL(s, at, "nothing to repeat");
  if (last == LAST_REPEAT) FAIL(s, at, "multiple repeat");
  rt_sb_puts(s->out, text);
  if (peek(s) == '?' || peek(s) == '+') rt_sb_putc(s->out, s->src[s->i++]);
}

/* ---- groups ---- */

static int parse_alt(Syn *s, const OpenGroup *open, bool top, int max_branches);

/* The group's body and its ')'; start: the '(' position. */
static int group_body(Syn *s, const OpenGroup *open, int64_t start, int max_branches) {
  bool verbose = s->verbose, ascii = s->ascii;
  /* CPython's parser recurses twice per level in Python: about 495 levels at the top */
  if (++s->depth > 495) rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  int branches = parse_alt(s, open, false, max_branches);
  int64_t lo = s->wlo, hi = s->whi;
  s->depth--;
  if (at_end(s)) FAIL(s, start, "missing ), unterminated subpattern");
  s->i++;
  rt_sb_putc(s->out, ')');
  s->verbose = verbose;
  s->ascii = ascii;
  set_width(s, lo, hi);
  return branches;
}

static bool name_char(uint32_t c, bool first) {
  return c == '_' || is_ascii_letter(c) || c >= 128 || (!first && c >= '0' && c <= '9');
}

/* A name up to `stop` (s->i at its first byte): [*at, *end). what: the message's subject. */
static void read_name(Syn *s, char stop, int64_t *at, int64_t *end, const char *unterminated) {
  *at = s->i;
  while (!at_end(s) && peek(s) != stop) s->i++;
  if (at_end(s)) FAIL(s, *at, "%s", s->i == *at ? "missing group name" : unterminated);
  *end = s->i++;
  if (*end == *at) FAIL(s, *at, "missing group name");
}

static bool valid_name(const Syn *s, int64_t at, int64_t end) {
  for (int64_t k = at; k < end;) {
    int len;
    uint32_t c = cp_at(s, k, &len);
    if (!name_char(c, k == at)) return false;
    k += len;
  }
  return true;
}

/* The name's repr (Python's messages quote names with %r) in buf. */
static const char *name_repr(const Syn *s, int64_t at, int64_t end, char *buf, size_t cap) {
  Value name = rt_str_new(s->src + at, (size_t)(end - at)), r = rt_undef();
  int mark = rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&r);
  r = rt_repr(name);
  snprintf(buf, cap, "%s", rt_str_data(r));
  rt_cleanup_pop(mark, true);
  return buf;
}

static int name_lookup(Syn *s, int64_t at, int64_t end) {
  Value key = rt_str_new(s->src + at, (size_t)(end - at));
  Value v = rt_dict_get_str(s->t->groupindex, rt_str_data(key));
  rt_decref(key);
  return rt_is_undef(v) ? -1 : (int)v.as.i;
}

/* (?P<name>...) */
static int named_group(Syn *s, const OpenGroup *open, int64_t start) {
  int64_t at, end;
  char nbuf[256];
  read_name(s, '>', &at, &end, "missing >, unterminated name");
  if (!valid_name(s, at, end)) {
    FAIL(s, at, "bad character in group name %s", name_repr(s, at, end, nbuf, sizeof nbuf));
  }
  int gid = ++s->t->ngroups, old = name_lookup(s, at, end);
  if (old >= 0) {
    FAIL(s, at, "redefinition of group name %s as group %d; was group %d", name_repr(s, at, end, nbuf, sizeof nbuf),
         gid, old);
  }
  Value key = rt_str_new(s->src + at, (size_t)(end - at));
  int mark = rt_cleanup_push_value(&key);
  rt_dict_set(s->t->groupindex, key, rt_int(gid));
  rt_cleanup_pop(mark, true);
  OpenGroup me = {gid, open};
  rt_sb_putc(s->out, '(');
  group_body(s, &me, start, 1 << 30);
  if (gid < 100) s->gw_lo[gid] = s->wlo, s->gw_hi[gid] = s->whi;
  return LAST_ITEM;
}

/* (?P=name) */
static int named_ref(Syn *s, const OpenGroup *open) {
  int64_t at, end;
  char nbuf[256];
  read_name(s, ')', &at, &end, "missing ), unterminated name");
  if (!valid_name(s, at, end)) {
    FAIL(s, at, "bad character in group name %s", name_repr(s, at, end, nbuf, sizeof nbuf));
  }
  int gid = name_lookup(s, at, end);
  if (gid < 0) FAIL(s, at, "unknown group name %s", name_repr(s, at, end, nbuf, sizeof nbuf));
  if (group_open(open, gid)) FAIL(s, at, "cannot refer to an open group");
  check_lookbehind_ref(s, open, gid);
  rt_sb_printf(s->out, "\\g{%d}", gid);
  ref_width(s, gid);
  return LAST_ITEM;
}

/* (?(id-or-name)yes|no) */
static int conditional(Syn *s, const OpenGroup *open, int64_t start) {
  int64_t at, end;
  char nbuf[256];
  read_name(s, ')', &at, &end, "missing ), unterminated name");
  int gid;
  if (valid_name(s, at, end) && !is_digit(s->src[at])) {
    gid = name_lookup(s, at, end);
    if (gid < 0) FAIL(s, at, "unknown group name %s", name_repr(s, at, end, nbuf, sizeof nbuf));
  } else {
    gid = 0;
    for (int64_t k = at; k < end; k++) {
      if (!is_digit(s->src[k]) || gid > 100000) {
        FAIL(s, at, "bad character in group name %s", name_repr(s, at, end, nbuf, sizeof nbuf));
      }
      gid = gid * 10 + (s->src[k] - '0');
    }
    if (gid == 0) FAIL(s, at, "bad group number");
    if (gid > s->t->ngroups && s->cond_ref < 0) {
      s->cond_ref = gid;
      s->cond_ref_at = at;
    }
  }
  check_lookbehind_ref(s, open, gid);
  rt_sb_printf(s->out, "(?(%d)", gid);
  if (group_body(s, open, start, 2) == 1) s->wlo = 0; /* no "no" branch: it may match nothing */
  return LAST_ITEM;
}

static int flag_of(char c) {
  switch (c) {
  case 'a': return RE_ASCII;
  case 'i': return RE_IGNORECASE;
  case 'L': return RE_LOCALE;
  case 'm': return RE_MULTILINE;
  case 's': return RE_DOTALL;
  case 'u': return RE_UNICODE;
  case 'x': return RE_VERBOSE;
  default: return 0;
  }
}

#define TYPE_FLAGS (RE_ASCII | RE_LOCALE | RE_UNICODE)

static void check_added(Syn *s, char c, int add) {
  if (!s->is_bytes && c == 'L') FAIL(s, s->i, "bad inline flags: cannot use 'L' flag with a str pattern");
  if (s->is_bytes && c == 'u') FAIL(s, s->i, "bad inline flags: cannot use 'u' flag with a bytes pattern");
  if ((flag_of(c) & TYPE_FLAGS) && (add & TYPE_FLAGS) != flag_of(c)) {
    FAIL(s, s->i, "bad inline flags: flags 'a', 'u' and 'L' are incompatible");
  }
}

/* The letters of (?aiLmsux-imsx...; s->i at the first. Returns the char that ended them. */
static char read_flags(Syn *s, int *add, int *del) {
  char c = s->src[s->i];
  *add = *del = 0;
  if (c != '-') {
    for (;;) {
      s->i++;
      *add |= flag_of(c);
      check_added(s, c, *add);
      if (at_end(s)) FAIL(s, s->i, "missing -, : or )");
      c = peek(s);
      if (c == ')' || c == '-' || c == ':') break;
      if (!flag_of(c)) FAIL(s, s->i, is_ascii_letter((uint8_t)c) ? "unknown flag" : "missing -, : or )");
    }
  }
  if (c == ')' || c == ':') return (char)s->src[s->i++];
  s->i++; /* '-' */
  if (at_end(s)) FAIL(s, s->i, "missing flag");
  c = peek(s);
  if (!flag_of(c)) FAIL(s, s->i, is_ascii_letter((uint8_t)c) ? "unknown flag" : "missing flag");
  for (;;) {
    s->i++;
    if (flag_of(c) & TYPE_FLAGS) FAIL(s, s->i, "bad inline flags: cannot turn off flags 'a', 'u' and 'L'");
    *del |= flag_of(c);
    if (at_end(s)) FAIL(s, s->i, "missing :");
    c = peek(s);
    if (c == ':') break;
    if (!flag_of(c)) FAIL(s, s->i, is_ascii_letter((uint8_t)c) ? "unknown flag" : "missing :");
  }
  s->i++;
  return '-';
}

/* (?flags) at the start, or (?flags-flags:...); s->i at the first letter. */
static int flags_group(Syn *s, const OpenGroup *open, int64_t start, bool first) {
  int add, del;
  char end = read_flags(s, &add, &del);
  if (end == ')') {
    if (!first) FAIL(s, start, "global flags not at the start of the expression");
    s->t->flags |= add;
    if (add & RE_VERBOSE) s->verbose = true;
    return LAST_KEEP;
  }
  if (add & del) FAIL(s, s->i - 1, "bad inline flags: flag turned on and off");
  rt_sb_puts(s->out, "(?");
  static const char letters[] = "ims";
  for (int k = 0; k < 3; k++) {
    if (add & flag_of(letters[k])) rt_sb_putc(s->out, letters[k]);
  }
  if (del & (RE_IGNORECASE | RE_MULTILINE | RE_DOTALL)) rt_sb_putc(s->out, '-');
  for (int k = 0; k < 3; k++) {
    if (del & flag_of(letters[k])) rt_sb_putc(s->out, letters[k]);
  }
  rt_sb_putc(s->out, ':');
  bool verbose = s->verbose, ascii = s->ascii;
  if (add & RE_VERBOSE) s->verbose = true;
  if (del & RE_VERBOSE) s->verbose = false;
  if ((add & RE_ASCII) && !(s->t->flags & RE_ASCII) && !s->is_bytes) s->ascii = true;
  if (add & RE_UNICODE) s->ascii = false;
  group_body(s, open, start, 1 << 30);
  s->verbose = verbose;
  s->ascii = ascii;
  return LAST_ITEM;
}

/* "unknown extension ?P\\g": the token from byte tok on (a backslash and what it escapes, or one
 * character) as Python's tokenizer reads it. */
static _Noreturn void unknown_extension(Syn *s, int64_t start, const char *prefix, int64_t tok) {
  int len;
  cp_at(s, tok, &len);
  if (s->src[tok] == '\\' && tok + 1 < s->n) {
    int next;
    cp_at(s, tok + 1, &next);
    len = 1 + next;
  }
  s->i = tok + len;
  FAIL(s, start + 1, "unknown extension ?%s%.*s", prefix, len, s->src + tok);
}

/* The (?...) forms; s->i is after '?'. */
static int extension(Syn *s, const OpenGroup *open, int64_t start, bool first) {
  if (at_end(s)) FAIL(s, s->i, "unexpected end of pattern");
  char c = s->src[s->i++];
  switch (c) {
  case ':': rt_sb_puts(s->out, "(?:"); group_body(s, open, start, 1 << 30); return LAST_ITEM;
  case '>': rt_sb_puts(s->out, "(?>"); group_body(s, open, start, 1 << 30); return LAST_ITEM;
  case '=': case '!':
    rt_sb_printf(s->out, "(?%c", c);
    group_body(s, open, start, 1 << 30);
    set_width(s, 0, 0);
    return LAST_ITEM;
  case '<':
    if (at_end(s)) FAIL(s, s->i, "unexpected end of pattern");
    c = s->src[s->i++];
    if (c != '=' && c != '!') unknown_extension(s, start, "<", s->i - 1);
    rt_sb_printf(s->out, "(?<%c", c);
    int outer = s->lb_groups;
    if (outer < 0) s->lb_groups = s->t->ngroups;
    group_body(s, open, start, 1 << 30);
    s->lb_groups = outer;
    if (s->wlo != s->whi) s->variable_lookbehind = true; /* Python's compiler, after parsing */
    set_width(s, 0, 0);
    return LAST_ITEM;
  case '#':
    while (!at_end(s) && peek(s) != ')') s->i++;
    if (at_end(s)) FAIL(s, start, "missing ), unterminated comment");
    s->i++;
    return LAST_KEEP;
  case '(': return conditional(s, open, start);
  case 'P':
    if (at_end(s)) FAIL(s, s->i, "unexpected end of pattern");
    c = s->src[s->i++];
    if (c == '<') return named_group(s, open, start);
    if (c == '=') return named_ref(s, open);
    unknown_extension(s, start, "P", s->i - 1);
  default:
    if (c == '-' || flag_of(c)) {
      s->i--;
      return flags_group(s, open, start, first);
    }
    unknown_extension(s, start, "", s->i - 1);
  }
}

/* group: '(' ... ')'; s->i is at '('. */
static int parse_group(Syn *s, const OpenGroup *open, bool first) {
  int64_t start = s->i++;
  if (peek(s) == '?' && !at_end(s)) {
    s->i++;
    return extension(s, open, start, first);
  }
  OpenGroup me = {++s->t->ngroups, open};
  rt_sb_putc(s->out, '(');
  group_body(s, &me, start, 1 << 30);
  if (me.gid < 100) s->gw_lo[me.gid] = s->wlo, s->gw_hi[me.gid] = s->whi;
  return LAST_ITEM;
}

/* ---- sequences and alternatives ---- */

/* seq: (atom repeat?)* — up to '|', ')' or the end. first: at the very start of the pattern. */
static void parse_seq(Syn *s, const OpenGroup *open, bool first) {
  int last = LAST_NONE;
  int64_t base_lo = 0, base_hi = 0, last_lo = 0, last_hi = 0; /* widths before and of the last item */
  for (;;) {
    skip_verbose(s);
    if (at_end(s) || peek(s) == '|' || peek(s) == ')') break;
    if (repeat_here(s)) {
      parse_repeat(s, last);
      last = LAST_REPEAT;
      last_lo = wmul(last_lo, s->wlo);
      last_hi = wmul(last_hi, s->whi);
      continue;
    }
    int kind;
    s->wset = false;
    char c = peek(s);
    if (c == '(') kind = parse_group(s, open, first && last == LAST_NONE);
    else if (c == '[') kind = parse_class(s);
    else if (c == '\\') kind = parse_escape(s, open);
    else if (c == '.' || c == '^' || c == '$') {
      rt_sb_putc(s->out, c);
      s->i++;
      kind = c == '.' ? LAST_ITEM : LAST_ANCHOR;
    } else {
      int len;
      emit_cp(s, cp_at(s, s->i, &len));
      s->i += len;
      kind = LAST_ITEM;
    }
    if (kind == LAST_KEEP) continue;
    last = kind;
    base_lo = wadd(base_lo, last_lo);
    base_hi = wadd(base_hi, last_hi);
    last_lo = s->wset ? s->wlo : kind == LAST_ANCHOR ? 0 : 1;
    last_hi = s->wset ? s->whi : last_lo;
  }
  s->wlo = wadd(base_lo, last_lo);
  s->whi = wadd(base_hi, last_hi);
}

/* alt: seq ('|' seq)*; more than max_branches is a conditional's error. */
static int parse_alt(Syn *s, const OpenGroup *open, bool top, int max_branches) {
  int branches = 1;
  parse_seq(s, open, top);
  int64_t lo = s->wlo, hi = s->whi;
  while (!at_end(s) && peek(s) == '|') {
    if (++branches > max_branches) FAIL(s, s->i, "conditional backref with more than two branches");
    s->i++;
    rt_sb_putc(s->out, '|');
    parse_seq(s, open, false);
    lo = s->wlo < lo ? s->wlo : lo;
    hi = s->whi > hi ? s->whi : hi;
  }
  s->wlo = lo;
  s->whi = hi;
  return branches;
}

void re_translate(Value pattern, const char *src, int64_t nbytes, bool is_bytes, int flags,
                  ReTranslation *t) {
  Syn s = {.pattern = pattern, .src = src, .n = nbytes, .is_bytes = is_bytes,
           .verbose = (flags & RE_VERBOSE) != 0, .cond_ref = -1, .tail_bs = -1, .lb_groups = -1, .t = t,
           .out = &t->out};
  for (int64_t k = 0; k < nbytes; k += src[k] == '\\' ? 2 : 1) {
    if (src[k] == '\\' && k + 1 == nbytes) s.tail_bs = k;
  }
  t->flags = flags;
  t->ngroups = 0;
  parse_alt(&s, NULL, true, 1 << 30);
  if (!at_end(&s)) FAIL(&s, s.i, "unbalanced parenthesis");
  if (s.cond_ref > t->ngroups) FAIL(&s, s.cond_ref_at, "invalid group reference %d", (int)s.cond_ref);
  if (s.variable_lookbehind) re_error(pattern, -1, "look-behind requires fixed-width pattern");
}
