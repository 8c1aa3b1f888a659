/* html.c — the html module: escape (&, <, > and, with quote, " and ' as &quot; and &#x27;) and
 * unescape, which replaces character references as CPython's does by the HTML5 rules: "&#N;"
 * and "&#xH;" (the ';' optional; C1 controls as Windows-1252 reads them, surrogates and values
 * past U+10FFFF as U+FFFD, noncharacters and most controls dropped) and named references from
 * HTML5's table (html_entities_data.c) — the longest known name that starts the reference when
 * the whole one is unknown ("&notit;" is "¬it;"), up to 32 characters. Not here: html.parser
 * (html.entities is html_entities.c). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "html_module.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

static Value h_escape(ARGS) {
  (void)self;
  static const char *const names[] = {"s", "quote"};
  Value a[2];
  py_parse_pyargs("escape", argc, argv, kw, 2, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'replace'", rt_type_name(a[0]));
  bool quote = rt_is_undef(a[1]) || rt_truthy(a[1]);
  const char *p = rt_str_data(a[0]);
  int64_t n = RT_AS(Str, a[0])->nbytes;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < n; i++) {
    char c = p[i];
    if (c == '&') rt_sb_puts(&sb, "&amp;");
    else if (c == '<') rt_sb_puts(&sb, "&lt;");
    else if (c == '>') rt_sb_puts(&sb, "&gt;");
    else if (quote && c == '"') rt_sb_puts(&sb, "&quot;");
    else if (quote && c == '\'') rt_sb_puts(&sb, "&#x27;");
    else rt_sb_putc(&sb, c);
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* The entity named p[0..n), or NULL. */
static const HtmlEntity *find_entity(const char *p, int64_t n) {
  int lo = 0, hi = py_html5_entity_count;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    const char *name = py_html5_entities[mid].name;
    size_t len = strlen(name);
    int c = memcmp(name, p, len < (size_t)n ? len : (size_t)n);
    if (c == 0) c = len < (size_t)n ? -1 : len > (size_t)n ? 1 : 0;
    if (c == 0) return &py_html5_entities[mid];
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return NULL;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static int hexval(char c) {
  if (is_digit(c)) return c - '0';
  if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (c | 0x20) - 'a' + 10;
  return -1;
}

/* A numeric reference's text for code point num (num past 0x10FFFF: U+FFFD). */
static void put_number(StrBuf *sb, uint64_t num) {
  for (int k = 0; k < py_html_invalid_charref_count; k++) {
    if (py_html_invalid_charrefs[k][0] == num) {
      rt_utf8_encode(sb, py_html_invalid_charrefs[k][1]);
      return;
    }
  }
  if ((num >= 0xD800 && num <= 0xDFFF) || num > 0x10FFFF) {
    rt_utf8_encode(sb, 0xFFFD);
    return;
  }
  for (int k = 0; k < py_html_invalid_codepoint_count; k++)
    if (py_html_invalid_codepoints[k] == num) return;
  rt_utf8_encode(sb, (uint32_t)num);
}

/* The reference after '&' at p[i] (i past the '&'): its text onto sb and the index past it,
 * or -1 when none starts there. */
static int64_t numeric_ref(StrBuf *sb, const char *p, int64_t n, int64_t i) {
  int64_t k = i + 1;
  uint64_t num = 0;
  if (k < n && is_digit(p[k])) {
    for (; k < n && is_digit(p[k]); k++)
      if (num <= 0x10FFFF) num = num * 10 + (uint64_t)(p[k] - '0');
  } else if (k + 1 < n && (p[k] == 'x' || p[k] == 'X') && hexval(p[k + 1]) >= 0) {
    for (k++; k < n && hexval(p[k]) >= 0; k++)
      if (num <= 0x10FFFF) num = num * 16 + (uint64_t)hexval(p[k]);
  } else {
    return -1;
  }
  if (k < n && p[k] == ';') k++;
  put_number(sb, num);
  return k;
}

static bool name_char(uint32_t c) {
  return c != '\t' && c != '\n' && c != '\f' && c != ' ' && c != '<' && c != '&' && c != '#' && c != ';';
}

static int64_t named_ref(StrBuf *sb, const char *p, int64_t n, int64_t i) {
  int64_t at[34]; /* at[x]: the byte offset of the reference's x-th character */
  int nchars = 0;
  int64_t k = i;
  at[0] = i;
  while (k < n && nchars < 32) {
    int len = 1;
    uint32_t c = rt_utf8_decode(p + k, &len);
    if (!name_char(c)) break;
    k += len > 0 ? len : 1;
    at[++nchars] = k;
  }
  if (nchars == 0) return -1;
  if (k < n && p[k] == ';') at[++nchars] = ++k;
  const HtmlEntity *e = find_entity(p + i, k - i);
  int x = nchars;
  if (!e) {
    for (x = nchars - 1; x >= 2; x--) {
      e = find_entity(p + i, at[x] - i);
      if (e) break;
    }
  }
  if (!e) {
    rt_sb_putc(sb, '&');
    rt_sb_putn(sb, p + i, (size_t)(k - i));
    return k;
  }
  rt_utf8_encode(sb, e->cp[0]);
  if (e->cp[1]) rt_utf8_encode(sb, e->cp[1]);
  if (x < nchars) rt_sb_putn(sb, p + at[x], (size_t)(k - at[x]));
  return k;
}

static Value h_unescape(ARGS) {
  (void)self;
  static const char *const names[] = {"s"};
  Value a[1];
  py_parse_pyargs("unescape", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "argument of type '%s' is not iterable", rt_type_name(a[0]));
  const char *p = rt_str_data(a[0]);
  int64_t n = RT_AS(Str, a[0])->nbytes;
  if (!memchr(p, '&', (size_t)n)) return (rt_incref(a[0]), a[0]);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < n;) {
    if ((i & 0xFFFF) == 0) rt_check_interrupt();
    if (p[i] != '&') {
      rt_sb_putc(&sb, p[i++]);
      continue;
    }
    int64_t next = i + 1 < n && p[i + 1] == '#' ? numeric_ref(&sb, p, n, i + 1) : named_ref(&sb, p, n, i + 1);
    if (next < 0) {
      rt_sb_putc(&sb, '&');
      i++;
    } else {
      i = next;
    }
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

void py_html_module_init(Value m) {
  rt_module_add_fn(m, "escape", h_escape);
  rt_module_add_fn(m, "unescape", h_unescape);
  rt_module_set(m, "entities", rt_import("html.entities")); /* CPython's html imports it */
}
