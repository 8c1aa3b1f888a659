/* np_errstate.c — NumPy's floating-point error handling: np.seterr / np.geterr / np.errstate
 * (the per-VM modes of 'divide', 'over', 'under' and 'invalid'), and np_warn, through which the
 * ufunc loops report what they met: a RuntimeWarning by the warnings module ('warn', NumPy's
 * default: `prog.py:3: RuntimeWarning: divide by zero encountered in divide` and the source
 * line, once per line), a FloatingPointError ('raise'), a line on stderr ('print'), a call
 * of np.seterrcall's callback ('call': f(what, status); 'log': f.write(line)), or nothing
 * ('ignore'). */
#include <fenv.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/io.h"
#include "np_errstate.h"
#include "np_warn_at.h"
#include "np_loops.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../py/warn_module.h"
#include "np_warn_at.h"

enum { E_DIVIDE, E_OVER, E_UNDER, E_INVALID, E_COUNT };
static const char *const err_names[E_COUNT] = {"divide", "over", "under", "invalid"};
/* what each category's messages start with */
static const char *const err_texts[E_COUNT] = {"divide by zero", "overflow", "underflow",
                                               "invalid value"};
static const char *const modes[] = {"ignore", "warn", "raise", "call", "print", "log"};
enum { M_IGNORE, M_WARN, M_RAISE, M_CALL, M_PRINT, M_LOG, M_COUNT };

typedef struct ErrState {
  int mode[E_COUNT];
} ErrState;
static void default_state(void *p) {
  *(ErrState *)p = (ErrState){{M_WARN, M_WARN, M_IGNORE, M_WARN}};
}
static RtStateKey state_key = {"numpy error modes", sizeof(ErrState), default_state, NULL, 0};
static ErrState *state(void) { return rt_runtime_state(&state_key); }

/* np.seterrcall's callback (None: none), for the 'call' and 'log' modes */
typedef struct ErrCall {
  Value fn;
  int status; /* the NumPy error bits of the loop being reported (np_warn_status) */
} ErrCall;
static void call_init(void *p) { ((ErrCall *)p)->fn = rt_none(); }
static void call_fini(void *p) { rt_decref(((ErrCall *)p)->fn); }
static RtStateKey call_key = {"numpy error callback", sizeof(ErrCall), call_init, call_fini, 0};
static ErrCall *errcall(void) { return rt_runtime_state(&call_key); }

void np_warn_status(int fe_flags) {
  errcall()->status = (fe_flags & FE_DIVBYZERO ? 1 : 0) | (fe_flags & FE_OVERFLOW ? 2 : 0) |
                      (fe_flags & FE_UNDERFLOW ? 4 : 0) | (fe_flags & FE_INVALID ? 8 : 0);
}

static bool is_callable(Value v) {
  Value r = rt_call(rt_builtin_lookup("callable"), 1, &v, NULL);
  bool yes = rt_truthy(r);
  rt_decref(r);
  return yes;
}

/* The callback set to fn (None, a callable, or an object with a callable write); the old one
 * returned (a new reference). */
static Value set_call(Value fn) {
  if (!rt_is_none(fn) && !is_callable(fn)) {
    Value w = rt_undef();
    bool ok = rt_try_getattr(fn, "write", &w) && is_callable(w);
    rt_decref(w);
    if (!ok) rt_raise(RT_EXC_ValueError, "Only callable can be used as callback");
  }
  Value old = errcall()->fn;
  rt_incref(fn);
  errcall()->fn = fn;
  return old;
}

static Value f_seterrcall(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("seterrcall", argc, kw, 1, 1);
  return set_call(argv[0]);
}

static Value f_geterrcall(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("geterrcall", argc, kw, 0, 0);
  Value fn = errcall()->fn;
  rt_incref(fn);
  return fn;
}

/* np.errstate(divide='ignore', invalid='ignore') around C code (numpy.ma computes so): the
 * modes before, saved in *saved for np_errstate_restore (a cleanup, so that an error between
 * them gives them back too). */
void np_errstate_quiet(int *saved) {
  saved[0] = state()->mode[E_DIVIDE];
  saved[1] = state()->mode[E_INVALID];
  state()->mode[E_DIVIDE] = state()->mode[E_INVALID] = M_IGNORE;
}

/* The floating-point flags whose modes ask for a report: divide, overflow and invalid always
 * (their reports check the mode), underflow only when its mode is not 'ignore' (the default:
 * tiny results are common, and the flag's tests and clears are best skipped). */
int np_fp_report_flags(void) {
  return FE_DIVBYZERO | FE_OVERFLOW | FE_INVALID |
         (state()->mode[E_UNDER] != M_IGNORE ? FE_UNDERFLOW : 0);
}

void np_errstate_restore(void *saved) {
  state()->mode[E_DIVIDE] = ((int *)saved)[0];
  state()->mode[E_INVALID] = ((int *)saved)[1];
}

static Value modes_dict(void) {
  Value d = rt_dict_new();
  for (int i = 0; i < E_COUNT; i++) {
    Value m = rt_str_from_c(modes[state()->mode[i]]);
    rt_dict_set_str(d, err_names[i], m);
    rt_decref(m);
  }
  return d;
}

static int mode_of(Value v) {
  if (rt_is_str(v)) {
    for (int m = 0; m < M_COUNT; m++)
      if (!strcmp(rt_str_data(v), modes[m])) return m;
  }
  rt_raise_key_error(v);
}

/* seterr's arguments onto the state: `all` first, then each named category. */
static void apply(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"all", "divide", "over", "under", "invalid"};
  Value a[5];
  rt_parse_args(fname, argc, argv, kw, 5, names, 0, a);
  int next[E_COUNT];
  memcpy(next, state()->mode, sizeof next);
  for (int i = 0; i < E_COUNT; i++) {
    Value v = !rt_is_undef(a[i + 1]) && !rt_is_none(a[i + 1]) ? a[i + 1] : a[0];
    if (!rt_is_undef(v) && !rt_is_none(v)) next[i] = mode_of(v);
  }
  memcpy(state()->mode, next, sizeof next);
}

static Value f_seterr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value old = modes_dict();
  int mark = rt_cleanup_push_value(&old);
  apply("seterr", argc, argv, kw);
  rt_cleanup_pop(mark, false);
  return old;
}

static Value f_geterr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("geterr", argc, kw, 0, 0);
  return modes_dict();
}

/* ---- np.errstate(**modes): a context manager that sets them and puts the old ones back ---- */

typedef struct ErrStateCtx {
  Obj hdr;
  Value kwargs; /* dict of the modes asked for */
  Value call;   /* call= (RT_UNDEF: not given) */
  Value saved_call;
  int saved[E_COUNT];
} ErrStateCtx;

static void ctx_free(Obj *o) {
  rt_decref(((ErrStateCtx *)o)->kwargs);
  rt_decref(((ErrStateCtx *)o)->call);
  rt_decref(((ErrStateCtx *)o)->saved_call);
  free(o);
}

static Value ctx_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  ErrStateCtx *c = RT_AS(ErrStateCtx, self);
  memcpy(c->saved, state()->mode, sizeof c->saved);
  const char *names[E_COUNT + 1];
  Value vals[E_COUNT + 1];
  int n = 0;
  static const char *const keys[] = {"all", "divide", "over", "under", "invalid"};
  for (int i = 0; i < E_COUNT + 1; i++) {
    Value v = rt_dict_get_str(c->kwargs, keys[i]);
    if (rt_is_undef(v)) continue;
    names[n] = keys[i];
    vals[n++] = v;
  }
  Kwargs k = {n, names, vals};
  apply("seterr", 0, NULL, &k);
  if (!rt_is_undef(c->call)) {
    rt_decref(c->saved_call);
    c->saved_call = set_call(c->call);
  }
  return rt_none();
}

static Value ctx_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, (void)argc, (void)kw;
  ErrStateCtx *c = RT_AS(ErrStateCtx, self);
  memcpy(state()->mode, c->saved, sizeof c->saved);
  if (!rt_is_undef(c->saved_call)) {
    rt_decref(set_call(c->saved_call));
    rt_decref(c->saved_call);
    c->saved_call = rt_undef();
  }
  return rt_bool(false);
}

static Value ctx_getattr(Value self, const char *name) {
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", ctx_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", ctx_exit, self);
  return rt_undef();
}

static const ObjType ctx_type = {.name = "numpy.errstate", .free = ctx_free,
                                 .getattr = ctx_getattr};

static Value f_errstate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  if (argc > 0) {
    rt_raise(RT_EXC_TypeError, "errstate.__init__() takes 1 positional argument but %d were "
             "given", argc + 1);
  }
  static const char *const names[] = {"call", "all", "divide", "over", "under", "invalid"};
  Value a[6];
  rt_parse_args("errstate", 0, NULL, kw, 6, names, 0, a);
  ErrStateCtx *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &ctx_type);
  c->kwargs = rt_dict_new();
  c->call = a[0];
  rt_incref(c->call);
  c->saved_call = rt_undef();
  for (int i = 1; i < 6; i++) {
    if (!rt_is_undef(a[i])) rt_dict_set_str(c->kwargs, names[i], a[i]);
  }
  return rt_obj(c);
}

/* ---- reporting ---- */

/* Where np_warn_at's warning shows (NULL: the calling Python line), taken by np_warn. */
typedef struct WarnSite {
  const char *file, *source, *module_name;
  int line;
  bool again; /* out: a repeat would report again */
} WarnSite;
static _Thread_local WarnSite *warn_site;

static void runtime_warning(const char *text, WarnSite *site) {
  if (site) {
    site->again = py_warn_module_at_line(rt_exc_class(RT_EXC_RuntimeWarning), text, site->file, site->line,
                                         site->source, site->module_name);
    return;
  }
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  Value args[2] = {rt_str_from_c(text), rt_exc_class(RT_EXC_RuntimeWarning)};
  rt_cleanup_push_value(&args[0]);
  Value r = rt_call(fn, 2, args, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

void np_int_report(const char *ufunc) {
  if (np_int_divzero & NP_INT_DIVZERO) np_warn("divide by zero", ufunc);
  if (np_int_divzero & NP_INT_OVERFLOW) np_warn("overflow", ufunc);
  if (np_int_divzero & NP_INT_INVALID) np_warn("invalid value", ufunc);
}

/* The library line np_lib_line_enter set (NULL: none), as a site for every np_warn under it */
static _Thread_local const NpLibLine *lib_line;

static void lib_line_restore(void *prev) { lib_line = prev; }

/* Nested lines (np.sum's reduce inside np.mean) restore the outer one when they end. */
int np_lib_line_enter(const NpLibLine *where) {
  int mark = rt_cleanup_push(lib_line_restore, (void *)(uintptr_t)lib_line);
  lib_line = where;
  return mark;
}

void np_lib_line_leave(int mark) { rt_cleanup_pop(mark, true); }

void np_warn(const char *what, const char *ufunc) {
  WarnSite *site = warn_site, lib_site;
  warn_site = NULL;
  if (!site && lib_line) {
    lib_site = (WarnSite){lib_line->file, lib_line->source, lib_line->module_name, lib_line->line,
                          false};
    site = &lib_site;
  }
  if (rt_np_in_numba_code()) return; /* Numba's compiled loops set no floating-point flags */
  char text[256];
  if (ufunc) snprintf(text, sizeof text, "%s encountered in %s", what, ufunc);
  else snprintf(text, sizeof text, "%s", what);
  int mode = M_WARN, bit = 0;
  for (int i = 0; ufunc && i < E_COUNT; i++) {
    if (!strcmp(what, err_texts[i])) mode = state()->mode[i], bit = 1 << i;
  }
  switch (mode) {
  case M_IGNORE: return;
  case M_CALL:
  case M_LOG: {
    if (site) site->again = true;
    Value fn = errcall()->fn;
    if (rt_is_none(fn)) {
      rt_raise(RT_EXC_NameError, "python callback specified for %s (in  %s) but no function "
               "found.", what, ufunc);
    }
    int status = errcall()->status & bit ? errcall()->status : bit;
    Value r;
    if (mode == M_CALL) {
      Value args[2] = {rt_str_from_c(what), rt_int(status)};
      int mark = rt_cleanup_push_value(&args[0]);
      r = rt_call(fn, 2, args, NULL);
      rt_cleanup_pop(mark, true);
    } else {
      char line[300];
      snprintf(line, sizeof line, "Warning: %s\n", text);
      Value w = rt_getattr(fn, "write"), msg = rt_str_from_c(line);
      int mark = rt_cleanup_push_value(&w);
      rt_cleanup_push_value(&msg);
      r = rt_call(w, 1, &msg, NULL);
      rt_cleanup_pop(mark, true);
    }
    rt_decref(r);
    return;
  }
  case M_RAISE: rt_raise(RT_EXC_FloatingPointError, "%s", text);
  case M_PRINT: /* NumPy's C code prints to the process's stderr, not sys.stdout */
    if (site) site->again = true;
    rt_stdout_flush();
    fprintf(stderr, "Warning: %s\n", text);
    fflush(stderr);
    return;
  default: runtime_warning(text, site); return;
  }
}

static void status_reset(void *p) {
  (void)p;
  np_warn_status(0);
}

void np_report_fp(int flags, const char *ufunc) {
  if (!flags) return;
  np_warn_status(flags); /* for the 'call' mode, until the reports are done (or raise) */
  int mark = rt_cleanup_push(status_reset, NULL);
  if (flags & FE_DIVBYZERO) np_warn("divide by zero", ufunc);
  if (flags & FE_OVERFLOW) np_warn("overflow", ufunc);
  if (flags & FE_INVALID) np_warn("invalid value", ufunc);
  if (flags & FE_UNDERFLOW) np_warn("underflow", ufunc);
  rt_cleanup_pop(mark, true);
}

bool np_warn_at(const char *what, const char *ufunc, const char *file, int line, const char *source,
                const char *module_name) {
  WarnSite site = {file, source, module_name, line, false};
  warn_site = &site;
  np_warn(what, ufunc);
  return site.again;
}

void np_register_errstate(Value m) {
  rt_module_add_fn(m, "seterr", f_seterr);
  rt_module_add_fn(m, "geterr", f_geterr);
  rt_module_add_fn(m, "seterrcall", f_seterrcall);
  rt_module_add_fn(m, "geterrcall", f_geterrcall);
  rt_module_add_fn(m, "errstate", f_errstate);
}
