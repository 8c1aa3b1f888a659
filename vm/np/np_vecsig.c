/* np_vecsig.c — np.vectorize(signature='(n),(n)->()'): the signature parsed by NumPy's rules
 * (_parse_gufunc_signature) and the call over the loop dimensions, the core dimensions passed
 * to pyfunc whole (_vectorize_call_with_signature), with NumPy's messages. Several outputs ('(n)->(),()') give a tuple of arrays. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_ma.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

enum { SIG_ARGS = 16, SIG_DIMS = 8, SIG_NAMES = 32, SIG_NAMELEN = 32 };

typedef struct VecSig {
  int nin, nout;
  int nd[SIG_ARGS];             /* core dimensions of argument i (inputs, then outputs) */
  int dim[SIG_ARGS][SIG_DIMS];  /* their name indices */
  int nnames;
  char names[SIG_NAMES][SIG_NAMELEN];
} VecSig;

static bool word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         (unsigned char)c >= 0x80;
}

static void invalid(const char *s) { rt_raise(RT_EXC_ValueError, "not a valid gufunc signature: %s", s); }

/* One argument list "(a,b),()" from *p into sig (count in *n); false when malformed. */
static bool parse_list(const char **p, VecSig *sig, int base, int *n) {
  const char *s = *p;
  for (;;) {
    if (*s != '(') return false;
    s++;
    int a = base + *n;
    if (a >= SIG_ARGS) rt_raise(RT_EXC_ValueError, "np.vectorize signatures of more than %d arguments are not supported in Weft", SIG_ARGS);
    sig->nd[a] = 0;
    if (*s != ')') {
      for (;;) {
        const char *w = s;
        while (word_char(*s)) s++;
        size_t len = (size_t)(s - w);
        if (!len) return false;
        if (len >= SIG_NAMELEN || sig->nd[a] == SIG_DIMS)
          rt_raise(RT_EXC_ValueError, "np.vectorize signature too large for Weft");
        int k = 0;
        while (k < sig->nnames && (strlen(sig->names[k]) != len || memcmp(sig->names[k], w, len))) k++;
        if (k == sig->nnames) {
          if (k == SIG_NAMES) rt_raise(RT_EXC_ValueError, "np.vectorize signature too large for Weft");
          memcpy(sig->names[k], w, len);
          sig->names[k][len] = 0;
          sig->nnames++;
        }
        sig->dim[a][sig->nd[a]++] = k;
        if (*s != ',') break;
        s++;
      }
    }
    if (*s != ')') return false;
    s++;
    (*n)++;
    if (*s != ',') break;
    s++;
  }
  *p = s;
  return true;
}

/* Parses signature (a str) into sig, raising NumPy's ValueError when it is not one. */
static void parse(Value signature, VecSig *sig) {
  if (!rt_is_str(signature))
    rt_raise(RT_EXC_TypeError, "expected string or bytes-like object, got '%s'", rt_type_name(signature));
  const char *src = rt_str_data(signature);
  size_t n = strlen(src);
  char *s = rt_malloc(n + 1), *q = s;
  int mark = rt_cleanup_push(free, s);
  for (const char *p = src; *p; p++)
    if (!strchr(" \t\n\r\f\v", *p)) *q++ = *p;
  *q = 0;
  memset(sig, 0, sizeof *sig);
  const char *p = s;
  if (!parse_list(&p, sig, 0, &sig->nin) || strncmp(p, "->", 2)) invalid(s);
  p += 2;
  if (!parse_list(&p, sig, sig->nin, &sig->nout) || *p) invalid(s);
  rt_cleanup_pop(mark, true);
}

/* The names of argument a's core dimensions as a tuple, for messages. */
static Value core_names(const VecSig *sig, int a) {
  Value t = rt_tuple_new(sig->nd[a]);
  for (int i = 0; i < sig->nd[a]; i++) rt_tuple_set(t, i, rt_str_from_c(sig->names[sig->dim[a][i]]));
  return t;
}

/* NumPy's _update_dim_sizes: x's last core dimensions against the sizes known (-1: not yet). */
static void update_sizes(const VecSig *sig, int a, Value x, int64_t *sizes) {
  if (!sig->nd[a]) return;
  Value nd = rt_getattr(x, "ndim");
  int64_t ndim = rt_to_index(nd, "ndim");
  rt_decref(nd);
  if (ndim < sig->nd[a]) {
    Value t = core_names(sig, a);
    Value r = rt_repr(t); /* the names are plain words: no error here */
    rt_decref(t);
    char names[SIG_DIMS * (SIG_NAMELEN + 4) + 8];
    snprintf(names, sizeof names, "%s", rt_str_data(r));
    rt_decref(r);
    rt_raise(RT_EXC_ValueError, "%lld-dimensional argument does not have enough dimensions for all "
             "core dimensions %s", (long long)ndim, names);
  }
  Value shape = rt_getattr(x, "shape");
  int mark = rt_cleanup_push_value(&shape);
  for (int i = 0; i < sig->nd[a]; i++) {
    Value e = rt_getitem(shape, rt_int(ndim - sig->nd[a] + i));
    int64_t size = rt_to_index(e, "shape");
    rt_decref(e);
    int k = sig->dim[a][i];
    if (sizes[k] >= 0 && sizes[k] != size)
      rt_raise(RT_EXC_ValueError, "inconsistent size for core dimension '%s': %lld vs %lld",
               sig->names[k], (long long)size, (long long)sizes[k]);
    sizes[k] = size;
  }
  rt_cleanup_pop(mark, true);
}

/* loop shape + argument a's core sizes, as a tuple */
static Value full_shape(const VecSig *sig, int a, int nd, const int64_t *shape, const int64_t *sizes) {
  Value t = rt_tuple_new(nd + sig->nd[a]);
  for (int d = 0; d < nd; d++) rt_tuple_set(t, d, rt_int(shape[d]));
  for (int i = 0; i < sig->nd[a]; i++) rt_tuple_set(t, nd + i, rt_int(sizes[sig->dim[a][i]]));
  return t;
}

typedef struct SigCall {
  Value args[SIG_ARGS], items[SIG_ARGS], index, res;
  Value outs[SIG_ARGS], types[SIG_ARGS]; /* each output's array and otype (None: inferred) */
} SigCall;

static void sigcall_free(void *p) {
  SigCall *c = p;
  for (int i = 0; i < SIG_ARGS; i++) rt_decref(c->args[i]), rt_decref(c->items[i]);
  for (int i = 0; i < SIG_ARGS; i++) rt_decref(c->outs[i]), rt_decref(c->types[i]);
  rt_decref(c->index), rt_decref(c->res);
  free(c);
}

void np_vecsig_check(Value signature) {
  VecSig sig;
  parse(signature, &sig);
}

Value np_vecsig_call(Value fn, Value signature, Value otypes, int argc, const Value *argv) {
  VecSig sig;
  parse(signature, &sig);
  if (argc != sig.nin)
    rt_raise(RT_EXC_TypeError, "wrong number of positional arguments: expected %d, got %d", sig.nin, argc);
  SigCall *c = rt_malloc(sizeof *c);
  for (int i = 0; i < SIG_ARGS; i++) c->args[i] = c->items[i] = c->outs[i] = c->types[i] = rt_undef();
  c->index = c->res = rt_undef();
  int mark = rt_cleanup_push(sigcall_free, c);
  int nout = sig.nout;
  if (!rt_is_none(otypes) && strlen(rt_str_data(otypes)) < (size_t)nout)
    rt_raise(RT_EXC_TypeError, "np.vectorize with fewer otypes than the signature's outputs is not "
             "supported in Weft");
  for (int j = 0; j < nout; j++) /* otypes='fd': each output its code, as zip() pairs them */
    c->types[j] = rt_is_none(otypes) ? rt_none() : rt_str_printf("%c", rt_str_data(otypes)[j]);
  int64_t sizes[SIG_NAMES], shape[RT_MAXDIM] = {0};
  for (int k = 0; k < SIG_NAMES; k++) sizes[k] = -1;
  int nd = 0;
  for (int i = 0; i < argc; i++) {
    c->args[i] = np_call1(np_is_ma(argv[i]) ? "asarray" : "asanyarray", argv[i]);
    if (!rt_is_array(c->args[i]))
      rt_raise(RT_EXC_TypeError, "np.vectorize with a signature takes numeric arrays only in Weft");
    update_sizes(&sig, i, c->args[i], sizes);
    Array *a = RT_AS(Array, c->args[i]);
    int64_t prev[RT_MAXDIM];
    memcpy(prev, shape, sizeof prev);
    nd = rt_broadcast_shapes(nd, prev, a->ndim - sig.nd[i], a->shape, shape);
  }
  for (int i = 0; i < argc; i++) {
    Value t = full_shape(&sig, i, nd, shape, sizes);
    int m2 = rt_cleanup_push_value(&t);
    Value b = np_callk("broadcast_to", 2, (Value[]){c->args[i], t}, 0, NULL, NULL);
    rt_decref(c->args[i]);
    c->args[i] = b;
    rt_cleanup_pop(m2, true);
  }
  int64_t n = np_shape_size(nd, shape, 1), idx[RT_MAXDIM] = {0};
  for (int64_t k = 0; k < n; k++) {
    rt_decref(c->index);
    c->index = rt_tuple_new(nd);
    for (int d = 0; d < nd; d++) rt_tuple_set(c->index, d, rt_int(idx[d]));
    for (int i = 0; i < argc; i++) {
      rt_decref(c->items[i]);
      c->items[i] = rt_getitem(c->args[i], c->index);
    }
    rt_decref(c->res);
    c->res = rt_call(fn, argc, c->items, NULL);
    int64_t got = rt_is_tuple(c->res) ? RT_AS(Tuple, c->res)->n : 1;
    if (got != nout)
      rt_raise(RT_EXC_ValueError, "wrong number of outputs from pyfunc: expected %d, got %lld",
               nout, (long long)got);
    const Value *res = nout == 1 ? &c->res : RT_AS(Tuple, c->res)->items;
    for (int j = 0; j < nout && rt_is_undef(c->outs[0]); j++)
      update_sizes(&sig, argc + j, res[j], sizes);
    for (int j = 0; j < nout && rt_is_undef(c->outs[j]); j++) {
      Value t = full_shape(&sig, argc + j, nd, shape, sizes);
      int m2 = rt_cleanup_push_value(&t);
      static const char *const kn[] = {"shape", "dtype"};
      c->outs[j] = np_callk("empty_like", 1, &res[j], 2, kn, (Value[]){t, c->types[j]});
      rt_cleanup_pop(m2, true);
    }
    for (int j = 0; j < nout; j++) rt_setitem(c->outs[j], c->index, res[j]);
    for (int d = nd - 1; d >= 0; d--) { /* the next index, C order */
      if (++idx[d] < shape[d]) break;
      idx[d] = 0;
    }
  }
  if (rt_is_undef(c->outs[0])) {
    if (rt_is_none(otypes))
      rt_raise(RT_EXC_ValueError, "cannot call `vectorize` on size 0 inputs unless `otypes` is set");
    for (int j = 0; j < nout; j++)
      for (int i = 0; i < sig.nd[argc + j]; i++)
        if (sizes[sig.dim[argc + j][i]] < 0)
          rt_raise(RT_EXC_ValueError, "cannot call `vectorize` with a signature including new "
                   "output dimensions on size 0 inputs");
    for (int j = 0; j < nout; j++) {
      Value t = full_shape(&sig, argc + j, nd, shape, sizes);
      int m2 = rt_cleanup_push_value(&t);
      c->outs[j] = np_callk("empty", 2, (Value[]){t, c->types[j]}, 0, NULL, NULL);
      rt_cleanup_pop(m2, true);
    }
  }
  Value r = nout == 1 ? c->outs[0] : rt_tuple_from(nout, c->outs);
  if (nout == 1) rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}
