/* keyword.c — the keyword module: Python 3.11's keywords (kwlist, iskeyword) and soft
 * keywords (softkwlist, issoftkeyword), in CPython's order. */
#include <string.h>

#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"

static const char *const keywords[] = {
    "False", "None",   "True",    "and",      "as",       "assert", "async", "await",  "break",
    "class", "continue", "def",   "del",      "elif",     "else",   "except", "finally", "for",
    "from",  "global", "if",      "import",   "in",       "is",     "lambda", "nonlocal", "not",
    "or",    "pass",   "raise",   "return",   "try",      "while",  "with",  "yield",  NULL};
static const char *const soft_keywords[] = {"_", "case", "match", NULL};

static Value list_of(const char *const *words) {
  Value l = rt_list_new(0);
  for (const char *const *w = words; *w; w++) {
    Value s = rt_str_from_c(*w);
    rt_list_append(l, s);
    rt_decref(s);
  }
  return l;
}

/* frozenset(words).__contains__(v): an unhashable v raises as the set lookup does. */
static Value member(const char *fname, const char *const *words, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args(fname, argc, kw, 1, 1, RT_ARGS_ONE);
  Value v = argv[0];
  if (!rt_is_str(v)) {
    rt_hash(v);
    return rt_bool(false);
  }
  for (const char *const *w = words; *w; w++)
    if (!strcmp(*w, rt_str_data(v)) && (int64_t)strlen(*w) == RT_AS(Str, v)->nbytes) return rt_bool(true);
  return rt_bool(false);
}

static Value k_iskeyword(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return member("__contains__", keywords, argc, argv, kw);
}

static Value k_issoftkeyword(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return member("__contains__", soft_keywords, argc, argv, kw);
}

void rt_keyword_module_init(Value m) {
  rt_module_set(m, "kwlist", list_of(keywords));
  rt_module_set(m, "softkwlist", list_of(soft_keywords));
  rt_module_add_fn(m, "iskeyword", k_iskeyword);
  rt_module_add_fn(m, "issoftkeyword", k_issoftkeyword);
}
