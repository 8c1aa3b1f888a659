/* bind.c — binding a call's arguments to a Python function's parameters, CPython's rules and
 * messages: positional parameters (some positional-only), *args, keyword-only parameters with
 * and without defaults, **kwargs. The arguments arrive in place, in the registers where the
 * callee's frame will start; binding moves them to their parameters' registers. The fast path
 * (exact positional arguments, nothing else to bind) never comes here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/dict.h"
#include "../obj/objects.h"
#include "vm_internal.h"

static const char *plural(int n) { return n == 1 ? "" : "s"; }

/* The **kwargs parameter's value: a dict of the keyword arguments no parameter took (the
 * values in kwv[k] not RT_UNDEF, named kwnames[k]), in the call's order. The values are
 * stolen: each kwv[k] becomes RT_UNDEF as the dict takes it. */
static Value make_kwargs(Value kwnames, Value *kwv, int nkw) {
  Value d = rt_dict_new();
  for (int k = 0; k < nkw; k++) {
    if (rt_is_undef(kwv[k])) continue;
    rt_dict_set(d, RT_AS(Tuple, kwnames)->items[k], kwv[k]); /* a str key: cannot raise */
    rt_decref(kwv[k]);
    kwv[k] = rt_undef();
  }
  return d;
}

/* Binding's state: the keyword values moved out of the argument registers (kwv[k] becomes
 * RT_UNDEF when its parameter takes it) and the *args tuple. Keywords no parameter takes stay
 * in kwv for **kwargs. */
typedef struct Binding {
  Function *f;
  Proto *p;
  Value *base;
  int argc, npos, nkw;
  Value kwnames;
  Value *kwv;
  Value varargs;
} Binding;

static const char *kwname(const Binding *b, int k) {
  return rt_str_data(RT_AS(Tuple, b->kwnames)->items[k]);
}

/* Release everything binding holds (the callee's frame was never pushed), then raise msg. */
static _Noreturn __attribute__((noinline, cold)) void bind_fail(Binding *b, const char *msg) {
  int n = b->argc > b->p->nregs ? b->argc : b->p->nregs;
  for (int j = 0; j < n; j++) {
    Value old = b->base[j];
    b->base[j] = rt_undef();
    rt_decref(old);
  }
  for (int k = 0; k < b->nkw; k++) rt_decref(b->kwv[k]);
  rt_decref(b->varargs);
  rt_raise(RT_EXC_TypeError, "%s", msg); /* the message is made before the cleanups run */
}

static _Noreturn __attribute__((noinline, cold)) void too_many_positional(Binding *b) {
  Proto *p = b->p;
  int np = p->nparams, given = b->npos, kwonly_given = 0;
  for (int j = np; j < np + p->nkwonly; j++) kwonly_given += !rt_is_undef(b->base[j]);
  char sig[64], kwsig[96] = "", msg[1024];
  if (p->ndefaults) snprintf(sig, sizeof sig, "from %d to %d", np - p->ndefaults, np);
  else snprintf(sig, sizeof sig, "%d", np);
  if (kwonly_given) {
    snprintf(kwsig, sizeof kwsig, " positional argument%s (and %d keyword-only argument%s)",
             plural(given), kwonly_given, plural(kwonly_given));
  }
  snprintf(msg, sizeof msg, "%s() takes %s positional argument%s but %d%s %s given",
           p->qualname, sig, p->ndefaults || np != 1 ? "s" : "", given, kwsig,
           given == 1 && !kwonly_given ? "was" : "were");
  bind_fail(b, msg);
}

/* "f() missing 2 required positional arguments: 'a' and 'b'" for the unset registers in
 * [from, to) of kind "positional" or "keyword-only". */
static _Noreturn __attribute__((noinline, cold)) void missing(Binding *b, int from, int to, const char *kind) {
  int n = 0, k = 0;
  for (int j = from; j < to; j++) n += rt_is_undef(b->base[j]);
  StrBuf msg; /* 'a', 'a' and 'b', 'a', 'b', and 'c': the whole list however long, as CPython's */
  rt_sb_init(&msg);
  rt_sb_cleanup_push(&msg);
  rt_sb_printf(&msg, "%s() missing %d required %s argument%s: ", b->p->qualname, n, kind, plural(n));
  for (int j = from; j < to; j++) {
    if (!rt_is_undef(b->base[j])) continue;
    const char *sep = k == 0 ? "" : (n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
    rt_sb_printf(&msg, "%s'%s'", sep, b->p->params[j]);
    k++;
  }
  bind_fail(b, msg.data);
}

/* A keyword that names no parameter (and there is no **kwargs): positional-only parameters
 * passed by name are reported together, as CPython does, else the unexpected keyword. */
static _Noreturn __attribute__((noinline, cold)) void unexpected_keyword(Binding *b, const char *name) {
  Proto *p = b->p;
  char list[800], msg[1024];
  size_t len = 0;
  list[0] = 0;
  for (int j = 0; j < p->nposonly; j++) {
    for (int k = 0; k < b->nkw; k++) {
      if (strcmp(kwname(b, k), p->params[j]) != 0 || len >= sizeof list) continue;
      len += (size_t)snprintf(list + len, sizeof list - len, "%s%s", len ? ", " : "", p->params[j]);
    }
  }
  if (len) {
    snprintf(msg, sizeof msg,
             "%s() got some positional-only arguments passed as keyword arguments: '%s'",
             p->qualname, list);
  } else {
    snprintf(msg, sizeof msg, "%s() got an unexpected keyword argument '%s'", p->qualname, name);
  }
  bind_fail(b, msg);
}

static _Noreturn __attribute__((noinline, cold)) void multiple_values(Binding *b, const char *name) {
  char msg[1024];
  snprintf(msg, sizeof msg, "%s() got multiple values for argument '%s'", b->p->qualname, name);
  bind_fail(b, msg);
}

/* Keywords to their parameters (never the positional-only ones); the rest stay in kwv for
 * **kwargs. */
static void bind_keywords(Binding *b) {
  Proto *p = b->p;
  int ntot = p->nparams + p->nkwonly;
  for (int k = 0; k < b->nkw; k++) {
    const char *name = kwname(b, k);
    int j = p->nposonly;
    while (j < ntot && strcmp(p->params[j], name) != 0) j++;
    if (j == ntot) {
      if (!(p->flags & VM_VARKW)) unexpected_keyword(b, name);
      continue;
    }
    if (!rt_is_undef(b->base[j])) multiple_values(b, name);
    b->base[j] = b->kwv[k];
    b->kwv[k] = rt_undef();
  }
}

static void bind_defaults(Binding *b) {
  Proto *p = b->p;
  Function *f = b->f;
  int np = p->nparams, nreq = np - p->ndefaults;
  for (int j = b->npos; j < nreq; j++)
    if (rt_is_undef(b->base[j])) missing(b, 0, nreq, "positional");
  for (int j = nreq > b->npos ? nreq : b->npos; j < np; j++) {
    if (!rt_is_undef(b->base[j])) continue;
    b->base[j] = f->defaults[j - nreq];
    rt_incref(b->base[j]);
  }
  bool lacking = false;
  for (int j = np; j < np + p->nkwonly; j++) {
    if (!rt_is_undef(b->base[j])) continue;
    Value d = f->kwdefaults ? f->kwdefaults[j - np] : rt_undef();
    lacking = lacking || rt_is_undef(d);
    rt_incref(d);
    b->base[j] = d;
  }
  if (lacking) missing(b, np, np + p->nkwonly, "keyword-only");
}

void vm_bind_args(Function *f, Value *base, int argc, Value kwnames) {
  Proto *p = f->proto;
  Binding b;
  b.f = f;
  b.p = p;
  b.base = base;
  b.argc = argc;
  b.kwnames = kwnames;
  b.nkw = rt_is_undef(kwnames) ? 0 : (int)RT_AS(Tuple, kwnames)->n;
  b.npos = argc - b.nkw;
  b.varargs = rt_undef();
  int np = p->nparams, ntot = np + p->nkwonly, extra = b.npos > np ? b.npos - np : 0;
  /* allocations before anything moves, so that a MemoryError leaves the registers as given */
  Value few[16];
  b.kwv = b.nkw <= 16 ? few : rt_malloc(sizeof(Value) * (size_t)b.nkw);
  int mark = b.kwv == few ? -1 : rt_cleanup_push(free, b.kwv);
  if (p->flags & VM_VARARGS) b.varargs = rt_tuple_new(extra);
  for (int k = 0; k < b.nkw; k++) {
    b.kwv[k] = base[b.npos + k];
    base[b.npos + k] = rt_undef();
  }
  for (int k = 0; k < extra && (p->flags & VM_VARARGS); k++) {
    rt_tuple_set(b.varargs, k, base[np + k]);
    base[np + k] = rt_undef();
  }
  /* what is left of the registers: extra positionals (counted, not kept) and stale locals */
  int given = b.npos < np ? b.npos : np, end = b.npos > p->nregs ? b.npos : p->nregs;
  for (int j = given; j < end; j++) {
    Value old = base[j];
    base[j] = rt_undef();
    rt_decref(old);
  }
  bind_keywords(&b);
  if (extra && !(p->flags & VM_VARARGS)) too_many_positional(&b);
  bind_defaults(&b);
  int at = ntot;
  if (p->flags & VM_VARARGS) base[at++] = b.varargs;
  if (p->flags & VM_VARKW) base[at] = make_kwargs(kwnames, b.kwv, b.nkw);
  if (mark >= 0) rt_cleanup_pop(mark, true);
}
