/* pyargs.c — argument binding for module functions that CPython writes in Python (os.path.join,
 * copy.deepcopy, string.capwords, ...): their wrong calls get a Python function's messages
 * ("f() missing 1 required positional argument: 'x'"), not a builtin's. */
#include <stdio.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/native.h"
#include "py.h"

static _Noreturn void missing(const char *fname, int nparams, const char *const *names, const Value *out,
                              int nrequired) {
  int n = 0;
  for (int k = 0; k < nrequired; k++) n += rt_is_undef(out[k]);
  StrBuf sb;
  rt_sb_init(&sb);
  int seen = 0;
  for (int k = 0; k < nrequired && k < nparams; k++) {
    if (!rt_is_undef(out[k])) continue;
    seen++;
    const char *glue = seen == 1 ? "" : n == 2 ? " and " : seen == n ? ", and " : ", ";
    rt_sb_printf(&sb, "%s'%s'", glue, names[k]);
  }
  /* the message is copied before the buffer is freed */
  char msg[512];
  snprintf(msg, sizeof msg, "%s", sb.data ? sb.data : "");
  rt_sb_free(&sb);
  rt_raise(RT_EXC_TypeError, "%s() missing %d required positional argument%s: %s", fname, n,
           n == 1 ? "" : "s", msg);
}

void py_parse_pyargs(const char *fname, int argc, const Value *argv, const Kwargs *kw, int nparams,
                     const char *const *names, int nrequired, Value *out) {
  if (argc > nparams) {
    if (nrequired == nparams) {
      rt_raise(RT_EXC_TypeError, "%s() takes %d positional argument%s but %d %s given", fname, nparams,
               nparams == 1 ? "" : "s", argc, argc == 1 ? "was" : "were");
    }
    rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given", fname,
             nrequired, nparams, argc);
  }
  rt_parse_args(fname, argc, argv, kw, nparams, names, 0, out);
  for (int k = 0; k < nrequired; k++) {
    if (rt_is_undef(out[k])) missing(fname, nparams, names, out, nrequired);
  }
}

void py_parse_method_args(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw, int nparams,
                          const char *const *names, int nrequired, Value *out) {
  enum { MAX = 16 };
  if (nparams + 1 > MAX || argc + 1 > MAX) {
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d positional arguments (%d given)", fname, nparams + 1, argc + 1);
  }
  Value args[MAX], got[MAX];
  const char *all[MAX];
  args[0] = self;
  all[0] = "self";
  for (int k = 0; k < argc; k++) args[k + 1] = argv[k];
  for (int k = 0; k < nparams; k++) all[k + 1] = names[k];
  py_parse_pyargs(fname, argc + 1, args, kw, nparams + 1, all, nrequired + 1, got);
  for (int k = 0; k < nparams; k++) out[k] = got[k + 1];
}
