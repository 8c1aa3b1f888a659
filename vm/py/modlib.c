/* modlib.c — the helpers modlib.h declares: two argument binders with the messages of
 * CPython's older builtins and of Python functions, and materialising an iterable. */
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "modlib.h"

static int find_param(const char *name, int nparams, const char *const *names) {
  int j = 0;
  while (j < nparams && strcmp(names[j], name) != 0) j++;
  return j;
}

void rt_parse_old(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                  int nparams, const char *const *names, int nrequired, Value *out) {
  int nkw = kw ? kw->n : 0;
  if (argc + nkw > nparams) {
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d argument%s (%d given)", fname, nparams,
             nparams == 1 ? "" : "s", argc + nkw);
  }
  int matched = 0;
  for (int i = 0; i < nparams; i++) {
    int k = 0;
    while (k < nkw && strcmp(kw->names[k], names[i]) != 0) k++;
    if (i < argc && k < nkw) {
      rt_raise(RT_EXC_TypeError, "argument for %s() given by name ('%s') and position (%d)",
               fname, names[i], i + 1);
    }
    out[i] = i < argc ? argv[i] : k < nkw ? kw->values[k] : rt_undef();
    matched += k < nkw;
    if (rt_is_undef(out[i]) && i < nrequired) {
      rt_raise(RT_EXC_TypeError, "%s() missing required argument '%s' (pos %d)", fname,
               names[i], i + 1);
    }
  }
  for (int k = 0; matched < nkw && k < nkw; k++) {
    if (find_param(kw->names[k], nparams, names) == nparams) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for %s()", kw->names[k],
               fname);
    }
  }
}

Value rt_it_pool(Value iterable) {
  if (rt_is_tuple(iterable)) return (rt_incref(iterable), iterable);
  Value it = rt_iter(iterable);
  int mark = rt_cleanup_push_value(&it);
  Value l = rt_list_new(8);
  rt_cleanup_push_value(&l);
  Value x;
  while (rt_next(it, &x)) {
    rt_list_append(l, x);
    rt_decref(x);
  }
  Value t = rt_tuple_from(RT_AS(List, l)->n, RT_AS(List, l)->items);
  rt_cleanup_pop(mark, true);
  return t;
}

static int count_missing(int nrequired, const Value *out) {
  int n = 0;
  for (int i = 0; i < nrequired; i++) n += rt_is_undef(out[i]);
  return n;
}

static _Noreturn void missing_error(const char *fname, int nrequired, const char *const *names,
                                    const Value *out) {
  int n = count_missing(nrequired, out), j = 0;
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  for (int i = 0; i < nrequired; i++) {
    if (!rt_is_undef(out[i])) continue;
    const char *sep = j == 0 ? "" : n == 2 ? " and " : j == n - 1 ? ", and " : ", ";
    rt_sb_printf(&sb, "%s'%s'", sep, names[i]);
    j++;
  }
  rt_raise(RT_EXC_TypeError, "%s() missing %d required positional argument%s: %s", fname, n,
           n == 1 ? "" : "s", sb.data);
}

void rt_bind_pyargs(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                    int nparams, const char *const *names, int nrequired, Value *out) {
  if (argc > nparams) {
    if (nrequired == nparams) {
      rt_raise(RT_EXC_TypeError, "%s() takes %d positional argument%s but %d %s given", fname,
               nparams, nparams == 1 ? "" : "s", argc, argc == 1 ? "was" : "were");
    }
    rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given",
             fname, nrequired, nparams, argc);
  }
  for (int i = 0; i < nparams; i++) out[i] = i < argc ? argv[i] : rt_undef();
  for (int k = 0; kw && k < kw->n; k++) {
    int j = find_param(kw->names[k], nparams, names);
    if (j == nparams) {
      rt_raise(RT_EXC_TypeError, "%s() got an unexpected keyword argument '%s'", fname,
               kw->names[k]);
    }
    if (!rt_is_undef(out[j])) {
      rt_raise(RT_EXC_TypeError, "%s() got multiple values for argument '%s'", fname, names[j]);
    }
    out[j] = kw->values[k];
  }
  if (count_missing(nrequired, out)) missing_error(fname, nrequired, names, out);
}
