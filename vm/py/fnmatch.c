/* fnmatch.c — the fnmatch module: fnmatch, fnmatchcase and filter with Python's shell-style
 * wildcards, '*' (any run, '/' and a leading '.' included), '?' (one character), '[seq]' and
 * '[!seq]' (a ']' first in the set is literal, 'a-z' a range, a reversed range matches nothing,
 * a '[' without its ']' is literal), matched by character (code point) as CPython's
 * translate() regular expression matches (fnmatch_translate.c makes that expression). POSIX
 * names: no case folding. Not here: bytes names. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "fnmatch_module.h"

uint32_t *py_fnmatch_code_points(Value s, int64_t *n) {
  const Str *str = RT_AS(Str, s);
  uint32_t *cp = malloc(sizeof *cp * (size_t)(str->nchars + 1));
  if (!cp) rt_raise(RT_EXC_MemoryError, "%s", "");
  int64_t k = 0;
  for (int64_t i = 0; i < str->nbytes && k < str->nchars;) {
    int len = 1;
    cp[k++] = rt_utf8_decode(str->data + i, &len);
    i += len > 0 ? len : 1;
  }
  *n = k;
  return cp;
}

/* Where the set starting after '[' at p[i] ends (its ']'), or -1 when it has none. */
static int64_t set_end(const uint32_t *p, int64_t n, int64_t i) {
  int64_t j = i;
  if (j < n && p[j] == '!') j++;
  if (j < n && p[j] == ']') j++;
  while (j < n && p[j] != ']') j++;
  return j < n ? j : -1;
}

/* Does c belong to the set p[i..j) (after '[', before ']')? */
static bool in_set(const uint32_t *p, int64_t i, int64_t j, uint32_t c) {
  bool neg = i < j && p[i] == '!';
  if (neg) i++;
  bool hit = false;
  for (int64_t k = i; k < j; k++) {
    if (k + 2 < j && p[k + 1] == '-') {
      if (p[k] <= c && c <= p[k + 2]) hit = true;
      k += 2;
    } else if (p[k] == c) {
      hit = true;
    }
  }
  return hit != neg;
}

/* Does one pattern element at p[*i] match c? Moves *i past it. */
static bool match_one(const uint32_t *p, int64_t n, int64_t *i, uint32_t c) {
  uint32_t e = p[(*i)++];
  if (e == '?') return true;
  if (e == '[') {
    int64_t j = set_end(p, n, *i);
    if (j >= 0) {
      bool r = in_set(p, *i, j, c);
      *i = j + 1;
      return r;
    }
  }
  return e == c;
}

/* The wildcard match, backtracking to the last '*' (each other element takes one character). */
static bool match(const uint32_t *p, int64_t np, const uint32_t *s, int64_t ns) {
  int64_t pi = 0, si = 0, star_p = -1, star_s = 0;
  while (si < ns) {
    if ((si & 0xFFFF) == 0) rt_check_interrupt();
    if (pi < np && p[pi] == '*') {
      while (pi < np && p[pi] == '*') pi++;
      star_p = pi;
      star_s = si;
      continue;
    }
    int64_t next = pi;
    if (pi < np && match_one(p, np, &next, s[si])) {
      pi = next;
      si++;
      continue;
    }
    if (star_p < 0) return false;
    pi = star_p;
    si = ++star_s;
  }
  while (pi < np && p[pi] == '*') pi++;
  return pi == np;
}

static bool matches(Value name, Value pat) {
  int64_t ns, np;
  uint32_t *s = py_fnmatch_code_points(name, &ns), *p = NULL;
  int mark = rt_cleanup_push(free, s);
  p = py_fnmatch_code_points(pat, &np);
  rt_cleanup_push(free, p);
  bool r = match(p, np, s, ns);
  rt_cleanup_pop(mark, true);
  return r;
}

static void check_name(Value name, bool normcase) {
  if (rt_is_str(name)) return;
  if (normcase) rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(name));
  rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(name));
}

static void check_pat(Value pat) {
  if (!rt_is_str(pat)) rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(pat));
}

static Value fm_match(const char *fname, bool normcase, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"name", "pat"};
  Value a[2];
  rt_parse_args(fname, argc, argv, kw, 2, names, 2, a);
  check_pat(a[1]);
  check_name(a[0], normcase);
  return rt_bool(matches(a[0], a[1]));
}

static Value f_fnmatch(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return fm_match("fnmatch", true, argc, argv, kw);
}

static Value f_fnmatchcase(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return fm_match("fnmatchcase", false, argc, argv, kw);
}

static Value f_filter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"names", "pat"};
  Value a[2];
  rt_parse_args("filter", argc, argv, kw, 2, names, 2, a);
  check_pat(a[1]);
  Value it = rt_iter(a[0]), out = rt_list_new(0), item;
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&out);
  while (rt_next(it, &item)) {
    int imark = rt_cleanup_push_value(&item);
    check_name(item, true);
    if (matches(item, a[1])) rt_list_append(out, item);
    rt_cleanup_pop(imark, true);
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return out;
}

void py_fnmatch_module_init(Value m) {
  rt_module_add_fn(m, "fnmatch", f_fnmatch);
  rt_module_add_fn(m, "fnmatchcase", f_fnmatchcase);
  rt_module_add_fn(m, "filter", f_filter);
  py_fnmatch_translate_init(m);
}
