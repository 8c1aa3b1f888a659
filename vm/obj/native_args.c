/* native_args.c — rt_parse_args: binding a native function's arguments to its parameters, with
 * the messages of the kind of function it stands for: a CPython builtin, a function written in
 * Python (most of NumPy's), or one NumPy writes in C with its own parser (np.zeros, np.asarray). */
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "native.h"

/* The function being entered and its style, until its first rt_parse_args (per thread). The
 * name is copied: a call left by an exception leaves it set, and the function may be gone when
 * the next rt_parse_args compares it. */
static _Thread_local char style_fname[64];
static _Thread_local RtParseStyle style_pending;

void rt_parse_style_enter(const char *fname, RtParseStyle style) {
  if (style == RT_PARSE_BUILTIN) {
    /* a wrapper forwarding its arguments to the function it wraps (of the same name) */
    bool forwarded = fname && style_fname[0] && strcmp(style_fname, fname) == 0;
    if (!forwarded) style_fname[0] = '\0';
    return;
  }
  size_t n = strlen(fname);
  if (n >= sizeof style_fname) n = 0; /* too long to keep: the builtin messages */
  memcpy(style_fname, fname, n);
  style_fname[n] = '\0';
  style_pending = style;
}

static RtParseStyle take_style(const char *fname) {
  bool mine = style_fname[0] && strcmp(style_fname, fname) == 0;
  style_fname[0] = '\0';
  return mine ? style_pending : RT_PARSE_BUILTIN;
}

static const char *plural(int n) { return n == 1 ? "" : "s"; }

static _Noreturn void too_many(const char *fname, int argc, int nparams, int nrequired,
                               RtParseStyle style) {
  if (style == RT_PARSE_BUILTIN) {
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d positional argument%s (%d given)", fname,
             nparams, plural(nparams), argc);
  }
  if (nrequired == nparams) {
    rt_raise(RT_EXC_TypeError, "%s() takes %d positional argument%s but %d %s given", fname,
             nparams, plural(nparams), argc, argc == 1 ? "was" : "were");
  }
  rt_raise(RT_EXC_TypeError, "%s() takes from %d to %d positional arguments but %d were given",
           fname, nrequired, nparams, argc);
}

/* A Python function names every missing positional parameter at once: "f() missing 2
 * required positional arguments: 'a' and 'b'". */
static _Noreturn void missing_python(const char *fname, int nrequired, const char *const *names,
                                     const Value *out) {
  int n = 0, j = 0;
  for (int i = 0; i < nrequired; i++) n += rt_is_undef(out[i]);
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
           plural(n), sb.data);
}

void rt_parse_args(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                   int nparams, const char *const *names, int nrequired, Value *out) {
  rt_parse_args_kwonly(fname, argc, argv, kw, nparams, nparams, names, nrequired, out);
}

void rt_parse_args_kwonly(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                          int nparams, int npositional, const char *const *names, int nrequired,
                          Value *out) {
  RtParseStyle style = take_style(fname);
  if (argc > npositional) too_many(fname, argc, npositional, nrequired, style);
  for (int i = 0; i < nparams; i++) out[i] = i < argc ? argv[i] : rt_undef();
  for (int k = 0; kw && k < kw->n; k++) {
    int j = 0;
    while (j < nparams && strcmp(names[j], kw->names[k]) != 0) j++;
    if (j == nparams) {
      rt_raise(RT_EXC_TypeError, "%s() got an unexpected keyword argument '%s'", fname,
               kw->names[k]);
    }
    if (!rt_is_undef(out[j])) {
      if (style == RT_PARSE_NUMPY) {
        rt_raise(RT_EXC_TypeError,
                 "argument for %s() given by name ('%s') and position (position %d)", fname,
                 names[j], j);
      }
      rt_raise(RT_EXC_TypeError, "%s() got multiple values for argument '%s'", fname, names[j]);
    }
    out[j] = kw->values[k];
  }
  for (int i = 0; i < nrequired; i++) {
    if (!rt_is_undef(out[i])) continue;
    if (style == RT_PARSE_PYTHON) missing_python(fname, nrequired, names, out);
    rt_raise(RT_EXC_TypeError, "%s() missing required argument '%s' (pos %d)", fname, names[i],
             style == RT_PARSE_NUMPY ? i : i + 1);
  }
}
