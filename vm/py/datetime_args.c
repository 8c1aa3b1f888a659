/* datetime_args.c — the argument parsing of CPython's datetime constructors and replace()
 * methods, which use the C library's older keyword parser and so word a wrong call their own
 * way: "function missing required argument 'year' (pos 1)", "function takes at most 3
 * arguments (4 given)", "'foo' is an invalid keyword argument for this function" (a named
 * method says "replace()" where a constructor says "function"). */
#include <string.h>

#include "../base/error.h"
#include "datetime_internal.h"

static int param_index(const char *name, int nparams, const char *const *names) {
  for (int k = 0; k < nparams; k++) {
    if (strcmp(names[k], name) == 0) return k;
  }
  return -1;
}

void dt_parse_args(const char *fname, int argc, const Value *argv, const Kwargs *kw, int nparams, int npos,
                   const char *const *names, int nrequired, Value *out) {
  const char *f = fname ? fname : "function", *paren = fname ? "()" : "";
  int nkw = kw ? kw->n : 0;
  if (argc + nkw > nparams) {
    rt_raise(RT_EXC_TypeError, "%s%s takes at most %d %sargument%s (%d given)", f, paren, nparams,
             argc == 0 ? "keyword " : "", nparams == 1 ? "" : "s", argc + nkw);
  }
  if (argc > npos) {
    rt_raise(RT_EXC_TypeError, "%s%s takes %s %d positional argument%s (%d given)", f, paren,
             nrequired < npos ? "at most" : "exactly", npos, npos == 1 ? "" : "s", argc);
  }
  int used = 0;
  for (int k = 0; k < nparams; k++) {
    out[k] = k < argc ? argv[k] : rt_undef();
    for (int j = 0; k >= argc && j < nkw; j++) {
      if (strcmp(kw->names[j], names[k]) == 0) out[k] = kw->values[j], used++;
    }
    if (rt_is_undef(out[k]) && k < nrequired) {
      rt_raise(RT_EXC_TypeError, "%s%s missing required argument '%s' (pos %d)", f, paren, names[k], k + 1);
    }
  }
  if (used == nkw) return;
  for (int k = 0; k < argc; k++) {
    for (int j = 0; j < nkw; j++) {
      if (strcmp(kw->names[j], names[k]) == 0) {
        rt_raise(RT_EXC_TypeError, "argument for %s%s given by name ('%s') and position (%d)", f, paren, names[k], k + 1);
      }
    }
  }
  for (int j = 0; j < nkw; j++) {
    if (param_index(kw->names[j], nparams, names) < 0) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for %s%s", kw->names[j],
               fname ? fname : "this function", paren);
    }
  }
}
