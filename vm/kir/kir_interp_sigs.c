/* kir_interp_sigs.c — the signatures of @jit calls the interpreter tier runs (kir_host.c), as
 * dispatcher.signatures and .nopython_signatures list them: each argument and the result named
 * as Numba types them (nested tuples, strings, typed containers included), noted at the first
 * call with those argument types, listed among the compiled ones in the order they were met. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "numba_types.h"
#include "kir_literal_sigs.h"
#include "kir_typer.h"

typedef struct InterpSig {
  Obj *fn;
  int seq;       /* kir_sig_seq's order among the compiled signatures */
  bool nopython; /* Numba compiled it (nopython_signatures lists it); false: object mode */
  bool declared; /* given to the decorator: calls must match one such */
  int nargs;
  char (*args)[160];
  char ret[512];
} InterpSig;
/* This VM's noted signatures; each keeps its function (released with the VM). */
typedef struct SigState {
  InterpSig *sigs;
  int nsigs, capsigs;
  bool any_declared; /* some function declared one (kir_interp_sig_refuses looks then) */
} SigState;

static void sigs_fini(void *p) {
  SigState *st = p;
  for (int i = 0; i < st->nsigs; i++) {
    free(st->sigs[i].args);
    rt_decref(rt_obj(st->sigs[i].fn));
  }
  free(st->sigs);
}

/* per VM (runtime.h): a process-wide list kept every VM's functions alive for good */
static RtStateKey sigs_key = {"@jit interpreter-tier signatures", sizeof(SigState), NULL, sigs_fini, 0};
static SigState *sig_state(void) { return rt_runtime_state(&sigs_key); }

/* process-wide: only the order of the numbers matters (signatures met earlier sort first) */
static int seq_counter;
static KirValueNamer namer;

int kir_sig_seq(void) { return seq_counter++; }

void kir_set_value_namer(KirValueNamer fn) { namer = fn; }

static bool tuple_name(const Tuple *t, char *buf, size_t n, bool result) {
  char first[160], item[160];
  if (t->n == 0) return snprintf(buf, n, "Tuple()") < (int)n;
  if (!kir_value_numba_name(t->items[0], first, sizeof first, result)) return false;
  bool uni = true;
  for (int64_t k = 1; k < t->n; k++) {
    if (!kir_value_numba_name(t->items[k], item, sizeof item, result)) return false;
    uni = uni && strcmp(item, first) == 0;
  }
  if (uni) return snprintf(buf, n, "UniTuple(%s x %lld)", first, (long long)t->n) < (int)n;
  size_t used = (size_t)snprintf(buf, n, "Tuple(");
  for (int64_t k = 0; k < t->n && used < n; k++) {
    kir_value_numba_name(t->items[k], item, sizeof item, result);
    used += (size_t)snprintf(buf + used, n - used, "%s%s", k ? ", " : "", item);
  }
  return used < n && used + (size_t)snprintf(buf + used, n - used, ")") < n;
}

bool kir_value_numba_name(Value v, char *buf, size_t n, bool result) {
  KirTy t;
  char why[160];
  if (rt_is_str(v)) return snprintf(buf, n, "unicode_type") < (int)n;
  if (rt_is_none(v)) return snprintf(buf, n, "none") < (int)n;
  if (v.tag == RT_BOOL) return snprintf(buf, n, "bool") < (int)n;
  if (rt_is_complex(v)) return snprintf(buf, n, "complex128") < (int)n;
  if (rt_is_tuple(v)) return tuple_name(RT_AS(Tuple, v), buf, n, result);
  if (rt_is_type(v, &rt_dtypeobj_type)) return snprintf(buf, n, "dtype(%s)", rt_dtypes[RT_AS(DTypeObj, v)->dtype].name) < (int)n;
  if (namer && namer(v, buf, n)) {
    /* a list made by the function is Numba's list, not the reflected list an argument is */
    if (result && !strncmp(buf, "reflected ", 10)) memmove(buf, buf + 10, strlen(buf + 10) + 1);
    return true;
  }
  if (!kir_try_type_of_value(v, &t, why, sizeof why)) return false;
  kir_type_name(t, buf, (int)n);
  return true;
}

/* An argument named have fits a signature's want: the same name, or, for a declared signature,
 * an array of any layout where it declares layout A ('array(float64, 1d, A)' takes a C array). */
static bool arg_fits(const InterpSig *s, const char *want, const char *have) {
  if (!strcmp(want, have)) return true;
  size_t n = strlen(want);
  return s->declared && !strncmp(want, "array(", 6) && n > 4 && !strcmp(want + n - 4, ", A)") &&
         strlen(have) == n && !strncmp(want, have, n - 2) && have[n - 1] == ')';
}

static InterpSig *find(Value fn, int argc, char (*names)[160]) {
  SigState *st = sig_state();
  for (int i = 0; i < st->nsigs; i++) {
    if (st->sigs[i].fn != fn.as.o || st->sigs[i].nargs != argc) continue;
    int k = 0;
    while (k < argc && arg_fits(&st->sigs[i], st->sigs[i].args[k], names[k])) k++;
    if (k == argc) return &st->sigs[i];
  }
  return NULL;
}

static void add(Value fn, int argc, char (*names)[160], const char *ret, bool nopython) {
  SigState *st = sig_state();
  if (st->nsigs == st->capsigs) {
    st->capsigs = st->capsigs ? 2 * st->capsigs : 8;
    st->sigs = rt_realloc(st->sigs, (size_t)st->capsigs * sizeof *st->sigs);
  }
  InterpSig *s = &st->sigs[st->nsigs];
  s->args = rt_malloc((size_t)(argc ? argc : 1) * sizeof *s->args);
  memcpy(s->args, names, (size_t)argc * sizeof *s->args);
  rt_incref(fn); /* kept, as the specialisation cache keeps its functions */
  s->fn = fn.as.o;
  s->seq = kir_sig_seq();
  s->nopython = nopython;
  s->declared = false;
  s->nargs = argc;
  snprintf(s->ret, sizeof s->ret, "%s", ret);
  st->nsigs++;
}

void kir_interp_sig_note(Value fn, int argc, const Value *argv, Value result, bool nopython) {
  char names[KIR_MAX_ARGS][160], ret[512];
  if (argc < 0 || argc > KIR_MAX_ARGS || !rt_is_obj(fn)) return;
  for (int k = 0; k < argc; k++) /* object mode types what Numba cannot as pyobject */
    if (!kir_value_numba_name(argv[k], names[k], sizeof names[k], false)) {
      if (nopython) return;
      snprintf(names[k], sizeof names[k], "pyobject");
    }
  if (nopython) kir_literal_arg_names(fn, argc, argv, names);
  if (find(fn, argc, names)) return;
  if (!kir_value_numba_name(result, ret, sizeof ret, true)) {
    if (nopython) return;
    snprintf(ret, sizeof ret, "pyobject");
  }
  add(fn, argc, names, ret, nopython);
}

void kir_interp_sig_declare(Value fn, int nargs, char (*names)[160], const char *ret) {
  SigState *st = sig_state();
  if (nargs < 0 || nargs > KIR_MAX_ARGS || !rt_is_obj(fn) || find(fn, nargs, names)) return;
  add(fn, nargs, names, ret, true);
  st->sigs[st->nsigs - 1].declared = st->any_declared = true;
}

void kir_interp_sig_check(Value fn, int argc, const Value *argv) {
  SigState *st = sig_state();
  char names[KIR_MAX_ARGS][160];
  if (!st->any_declared || argc < 0 || argc > KIR_MAX_ARGS || !rt_is_obj(fn)) return;
  bool declared = false;
  for (int i = 0; i < st->nsigs && !declared; i++) declared = st->sigs[i].fn == fn.as.o && st->sigs[i].declared;
  if (!declared) return;
  for (int k = 0; k < argc; k++)
    if (!kir_value_numba_name(argv[k], names[k], sizeof names[k], false)) return;
  const InterpSig *s = find(fn, argc, names);
  if (s && s->declared) return;
  char text[2100];
  size_t used = 0;
  text[0] = 0;
  for (int k = 0; k < argc && used < sizeof text; k++)
    used += (size_t)snprintf(text + used, sizeof text - used, "%s%s", k ? ", " : "", names[k]);
  rt_raise(RT_EXC_TypeError, "No matching definition for argument type(s) %s", text);
}

static Value interp_item(const InterpSig *s, bool with_ret) {
  if (with_ret) return nb_named_sig_new(s->nargs, (const char (*)[160])s->args, s->ret);
  Value t = rt_tuple_new(s->nargs);
  for (int k = 0; k < s->nargs; k++) rt_tuple_set(t, k, nb_named_type_new(s->args[k]));
  return t;
}

static Value compiled_item(Value fn, const KirSig *sig, int seq, bool with_ret) {
  char ret[512], names[KIR_MAX_ARGS][160];
  if (with_ret && !sig->nparams && kir_compiled_tuple_ret_name(fn, seq, ret, sizeof ret)) { /* KirSig holds no tuple type */
    for (int i = 0; i < sig->nargs; i++) kir_type_name(sig->args[i], names[i], sizeof names[i]);
    return nb_named_sig_new(sig->nargs, (const char (*)[160])names, ret);
  }
  if (with_ret) return nb_sig_new(sig);
  Value item = rt_tuple_new(sig->nargs);
  for (int i = 0; i < sig->nargs; i++) rt_tuple_set(item, i, nb_type_new(sig->args[i]));
  return item;
}

/* A compiled specialisation of a signature declared to the interpreter tier (one returning a
 * tuple, 'UniTuple(float64, 2)(float64, float64)'), which that one lists already. */
static bool declared_twice(Value fn, const KirSig *sig) {
  SigState *st = sig_state();
  char names[KIR_MAX_ARGS][160];
  if (!st->any_declared || sig->nparams) return false;
  for (int i = 0; i < sig->nargs; i++) kir_type_name(sig->args[i], names[i], sizeof names[i]);
  const InterpSig *s = find(fn, sig->nargs, names);
  return s && s->declared;
}

/* The argument names of a listed signature (as interp_item and compiled_item name them). */
static int item_names(Value item, char (*names)[160]) {
  if (!rt_is_tuple(item)) return -1;
  const Tuple *t = RT_AS(Tuple, item);
  if (t->n > KIR_MAX_ARGS) return -1;
  for (int64_t k = 0; k < t->n; k++) {
    Value s = rt_to_str(t->items[k]);
    snprintf(names[k], sizeof names[k], "%s", rt_str_data(s));
    rt_decref(s);
  }
  return (int)t->n;
}

static void emit_literal(void *ctx, int nargs, char (*names)[160]) {
  const List *l = RT_AS(List, *(Value *)ctx);
  char have[KIR_MAX_ARGS][160];
  for (int64_t i = 0; i < l->n; i++) { /* met while another signature compiled */
    if (item_names(l->items[i], have) != nargs) continue;
    int k = 0;
    while (k < nargs && !strcmp(have[k], names[k])) k++;
    if (k == nargs) return;
  }
  Value item = rt_tuple_new(nargs);
  for (int k = 0; k < nargs; k++) rt_tuple_set(item, k, nb_named_type_new(names[k]));
  rt_list_append(*(Value *)ctx, item);
  rt_decref(item);
}

Value kir_signature_list(Value fn, bool with_ret) {
  SigState *st = sig_state();
  KirSig compiled[64];
  int seqs[64];
  int nc = kir_compiled_sigs_seq(fn, compiled, seqs, 64, with_ret);
  Value list = rt_list_new(0);
  int mark = rt_cleanup_push_value(&list);
  int c = 0, i = 0;
  while (true) {
    while (i < st->nsigs && (st->sigs[i].fn != fn.as.o || (with_ret && !st->sigs[i].nopython))) i++;
    if (c >= nc && i >= st->nsigs) break;
    Value item;
    if (c < nc && (i >= st->nsigs || seqs[c] < st->sigs[i].seq)) {
      if (declared_twice(fn, &compiled[c++])) continue;
      item = compiled_item(fn, &compiled[c - 1], seqs[c - 1], with_ret);
    } else {
      item = interp_item(&st->sigs[i++], with_ret);
    }
    char names[KIR_MAX_ARGS][160];
    int nargs = with_ret ? -1 : item_names(item, names);
    if (nargs > 0) {
      int imark = rt_cleanup_push_value(&item);
      kir_literal_self_sigs(fn, nargs, names, emit_literal, &list);
      rt_cleanup_pop(imark, false);
    }
    rt_list_append(list, item);
    rt_decref(item);
  }
  rt_cleanup_pop(mark, false);
  return list;
}
