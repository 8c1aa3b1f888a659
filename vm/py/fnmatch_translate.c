/* fnmatch_translate.c — fnmatch.translate(pat): the regular expression CPython 3.11 makes of a
 * shell pattern. '?' is '.', a run of '*' one '.*', a '[set]' a character class (a '-' that
 * starts no range escaped, reversed ranges dropped, '!' first negating, '&', '~' and '|'
 * escaped), a '[' without its ']' literal, anything else re.escape'd; a '*' with fixed text
 * and another '*' after it becomes the atomic group (?>.*?fixed) (no backtracking into it);
 * the whole is (?s:...)\Z. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "fnmatch_module.h"

/* re.escape of one character: a backslash before the ones special to a regular expression. */
static void put_escaped(StrBuf *sb, uint32_t c) {
  if (c < 128 && c && strchr("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", (int)c)) rt_sb_putc(sb, '\\');
  rt_utf8_encode(sb, c);
}

/* p[i..j) into sb with '\' doubled and (when hyphens) '-' escaped. */
static void put_chunk(StrBuf *sb, const uint32_t *p, int64_t i, int64_t j, bool hyphens) {
  for (int64_t k = i; k < j; k++) {
    if (p[k] == '\\') rt_sb_puts(sb, "\\\\");
    else if (hyphens && p[k] == '-') rt_sb_puts(sb, "\\-");
    else rt_utf8_encode(sb, p[k]);
  }
}

/* A set's chunks between the hyphens that make ranges, each a run of code points. */
typedef struct Chunks {
  uint32_t **cp;
  int64_t *len;
  int n;
} Chunks;

static void chunks_free(void *p) {
  Chunks *c = p;
  for (int k = 0; k < c->n; k++) free(c->cp[k]);
  free(c->cp);
  free(c->len);
}

static void chunk_add(Chunks *c, const uint32_t *p, int64_t n) {
  uint32_t *copy = malloc(sizeof *copy * (size_t)(n + 1));
  if (!copy) rt_raise(RT_EXC_MemoryError, "%s", "");
  memcpy(copy, p, sizeof *copy * (size_t)n);
  c->cp[c->n] = copy;
  c->len[c->n++] = n;
}

/* The chunks of the set p[i..j) that has a '-': split where a hyphen makes a range (the first
 * character, after a '!', never starts one), a trailing '-' kept on the last chunk; then a
 * reversed range (last of one chunk above first of the next) is dropped by joining the two
 * chunks without their touching ends. */
static void split_ranges(Chunks *c, const uint32_t *p, int64_t i, int64_t j) {
  int64_t k = p[i] == '!' ? i + 2 : i + 1;
  for (;;) {
    while (k < j && p[k] != '-') k++;
    if (k >= j) break;
    chunk_add(c, p + i, k - i);
    i = k + 1;
    k = k + 3;
  }
  if (i < j) {
    chunk_add(c, p + i, j - i);
  } else { /* the set ended with the range's '-': a literal hyphen on the last chunk */
    int64_t n = c->len[c->n - 1];
    uint32_t *grown = realloc(c->cp[c->n - 1], sizeof *grown * (size_t)(n + 2));
    if (!grown) rt_raise(RT_EXC_MemoryError, "%s", "");
    grown[n] = '-';
    c->cp[c->n - 1] = grown;
    c->len[c->n - 1] = n + 1;
  }
  for (int m = c->n - 1; m > 0; m--) {
    int64_t a = c->len[m - 1], b = c->len[m];
    if (a == 0 || b == 0 || c->cp[m - 1][a - 1] <= c->cp[m][0]) continue;
    uint32_t *joined = malloc(sizeof *joined * (size_t)(a + b));
    if (!joined) rt_raise(RT_EXC_MemoryError, "%s", "");
    memcpy(joined, c->cp[m - 1], sizeof *joined * (size_t)(a - 1));
    memcpy(joined + a - 1, c->cp[m] + 1, sizeof *joined * (size_t)(b - 1));
    free(c->cp[m - 1]);
    free(c->cp[m]);
    c->cp[m - 1] = joined;
    c->len[m - 1] = a + b - 2;
    for (int d = m; d < c->n - 1; d++) c->cp[d] = c->cp[d + 1], c->len[d] = c->len[d + 1];
    c->n--;
  }
}

/* The set between '[' (p[i-1]) and ']' (p[j]) as a class body, in sb (empty: matches nothing). */
static void set_body(StrBuf *sb, const uint32_t *p, int64_t i, int64_t j) {
  bool has_dash = false;
  for (int64_t k = i; k < j; k++) has_dash = has_dash || p[k] == '-';
  StrBuf raw;
  rt_sb_init(&raw);
  Chunks ch = {NULL, NULL, 0};
  int mark = rt_sb_cleanup_push(&raw);
  rt_cleanup_push(chunks_free, &ch);
  if (!has_dash) {
    put_chunk(&raw, p, i, j, false);
  } else {
    ch.cp = calloc((size_t)(j - i + 2), sizeof *ch.cp);
    ch.len = calloc((size_t)(j - i + 2), sizeof *ch.len);
    if (!ch.cp || !ch.len) rt_raise(RT_EXC_MemoryError, "%s", "");
    split_ranges(&ch, p, i, j);
    for (int c = 0; c < ch.n; c++) {
      if (c) rt_sb_putc(&raw, '-');
      put_chunk(&raw, ch.cp[c], 0, ch.len[c], true);
    }
  }
  /* the set operations of future regular expressions escaped */
  rt_sb_putc(&raw, 0);
  raw.len--;
  if (raw.len == 0) {
    rt_sb_puts(sb, "(?!)");
  } else if (raw.len == 1 && raw.data[0] == '!') {
    rt_sb_putc(sb, '.');
  } else {
    rt_sb_putc(sb, '[');
    size_t start = 0;
    if (raw.data[0] == '!') rt_sb_putc(sb, '^'), start = 1;
    else if (raw.data[0] == '^' || raw.data[0] == '[') rt_sb_putc(sb, '\\');
    for (size_t k = start; k < raw.len; k++) {
      char c = raw.data[k];
      if (c == '&' || c == '~' || c == '|') rt_sb_putc(sb, '\\');
      rt_sb_putc(sb, c);
    }
    rt_sb_putc(sb, ']');
  }
  rt_cleanup_pop(mark, true);
}

#define STAR ((char)0xFF) /* never a byte of UTF-8 */

static Value f_translate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"pat"};
  Value a[1];
  rt_parse_args("translate", argc, argv, kw, 1, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(a[0]));
  int64_t n;
  uint32_t *p = py_fnmatch_code_points(a[0], &n);
  int mark = rt_cleanup_push(free, p);
  /* the pieces: regular-expression text (UTF-8), a 0xFF byte standing for each run of '*' */
  StrBuf pieces, out;
  rt_sb_init(&pieces);
  rt_sb_init(&out);
  rt_sb_cleanup_push(&pieces);
  rt_sb_cleanup_push(&out);
  for (int64_t i = 0; i < n;) {
    uint32_t c = p[i++];
    if (c == '*') {
      if (pieces.len == 0 || pieces.data[pieces.len - 1] != STAR) rt_sb_putc(&pieces, STAR);
    } else if (c == '?') {
      rt_sb_putc(&pieces, '.');
    } else if (c == '[') {
      int64_t j = i;
      if (j < n && p[j] == '!') j++;
      if (j < n && p[j] == ']') j++;
      while (j < n && p[j] != ']') j++;
      if (j >= n) {
        rt_sb_puts(&pieces, "\\[");
      } else {
        set_body(&pieces, p, i, j);
        i = j + 1;
      }
    } else {
      put_escaped(&pieces, c);
    }
  }
  /* fixed text, then for each '*': '.*' at the end, '.*fixed' for the last fixed text, an
   * atomic (?>.*?fixed) between two stars */
  size_t k = 0;
  rt_sb_puts(&out, "(?s:");
  while (k < pieces.len && pieces.data[k] != STAR) rt_sb_putc(&out, pieces.data[k++]);
  while (k < pieces.len) {
    k++; /* the star */
    size_t f = k;
    while (k < pieces.len && pieces.data[k] != STAR) k++;
    if (k == pieces.len) {
      rt_sb_puts(&out, ".*");
      rt_sb_putn(&out, pieces.data + f, k - f);
    } else {
      rt_sb_puts(&out, "(?>.*?");
      rt_sb_putn(&out, pieces.data + f, k - f);
      rt_sb_putc(&out, ')');
    }
  }
  rt_sb_puts(&out, ")\\Z");
  Value r = rt_str_new(out.data, out.len);
  rt_cleanup_pop(mark, true);
  return r;
}

void py_fnmatch_translate_init(Value m) { rt_module_add_fn(m, "translate", f_translate); }
