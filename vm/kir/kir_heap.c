/* kir_heap.c — the arrays one call of a compiled @jit function allocates (HEAP slots, kir_ir.h):
 * the hook compiled code calls for np.empty/zeros/... (KirRun.alloc), which makes an ordinary
 * ndarray and keeps it in the call's table, and the arrays the call returns. The table holds a
 * reference per slot until the call ends (kir_heap_close), so a call that faults or is
 * interrupted frees what it allocated. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../np/array.h"
#include "kir_heap.h"

/* The prelude's WeftArray (sim/sim_cpu_codegen.c). */
typedef struct HeapDesc {
  char *data;
  long long shape[KIR_MAX_INDEX];
  long long strides[KIR_MAX_INDEX];
} HeapDesc;

/* The engine's fault codes the hook returns (the prelude's WF_NOMEM, WF_VALUE). */
enum { HEAP_NOMEM = 5, HEAP_VALUE = 8 };

bool kir_heap_used(const KirFunc *f) {
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_HEAP) return true;
  return false;
}

bool kir_native_only(const KirFunc *f) {
  if (f->ret_arr || kir_heap_used(f)) return true;
  for (int pc = 0; pc < f->ncode; pc++)
    if ((f->code[pc].op == KIR_RAISE && f->code[pc].sub == 1) || (f->code[pc].op == KIR_BIN && f->code[pc].imm.i == KIR_DIV_NUMPY) ||
        (f->code[pc].op == KIR_RANDOM && f->code[pc].sub != 0) || /* seeding; NumPy's generator */
        f->code[pc].op == KIR_ALLOC) /* a sort of an argument (kir_typer_sort.c) */
      return true;
  return false;
}

void kir_heap_open(KirHeap *h, const KirFunc *f, const Value *argv) {
  h->n = f->nslots;
  h->argv = argv;
  h->f = f;
  h->arrs = rt_calloc((size_t)(h->n ? h->n : 1), sizeof *h->arrs);
  for (int k = 0; k < h->n; k++) h->arrs[k] = rt_undef();
}

void kir_heap_close(void *p) {
  KirHeap *h = p;
  for (int k = 0; k < h->n; k++)
    if (!rt_is_undef(h->arrs[k])) rt_decref(h->arrs[k]);
  free(h->arrs);
  h->arrs = NULL;
  h->n = 0;
}

typedef struct NewJob {
  DType dt;
  int ndim;
  const int64_t *shape;
  Value made;
} NewJob;

static void new_job(void *ud) {
  NewJob *j = ud;
  j->made = rt_array_new(j->dt, j->ndim, j->shape, true);
}

/* The slot's last array when only the call's table holds it (no variable, result or view
 * does) and it has this dtype and shape: a loop that makes an array per pass then allocates
 * once, as the memory Numba frees and mallocs again would be. */
static bool reusable(Value v, DType dt, int ndim, const int64_t *dims) {
  if (!rt_is_array(v) || v.as.o->refcount != 1) return false;
  const Array *a = RT_AS(Array, v);
  if (a->base || a->dtype != dt || a->ndim != ndim || !a->writeable) return false;
  for (int k = 0; k < ndim; k++)
    if (a->shape[k] != dims[k]) return false;
  return true;
}

static void fill_desc(void *desc, const Array *a) {
  HeapDesc *d = desc;
  memset(d, 0, sizeof *d);
  d->data = a->data;
  for (int k = 0; k < a->ndim; k++) {
    d->shape[k] = a->shape[k];
    d->strides[k] = a->strides[k];
  }
}

int kir_heap_alloc(void *heap, int slot, int dtype, int ndim, const long long *shape, void *desc, char *msg) {
  KirHeap *h = heap;
  int64_t dims[KIR_MAX_INDEX] = {0};
  for (int k = 0; k < ndim; k++) {
    if (shape[k] < 0) {
      snprintf(msg, 200, "%s", "negative dimensions not allowed");
      return HEAP_VALUE;
    }
    dims[k] = shape[k];
  }
  if (slot >= 0 && slot < h->n && reusable(h->arrs[slot], (DType)dtype, ndim, dims)) {
    const Array *a = RT_AS(Array, h->arrs[slot]);
    memset(a->data, 0, (size_t)(a->size * rt_dtypes[a->dtype].itemsize));
    fill_desc(desc, a);
    return 0;
  }
  NewJob job = {(DType)dtype, ndim, dims, rt_undef()};
  if (rt_pcall(new_job, &job)) { /* Numba's NRT message for an allocation that fails */
    ExcKind kind = rt_error_current()->kind;
    rt_error_clear();
    snprintf(msg, 200, "%s", kind == RT_EXC_MemoryError ? "Allocation failed (probably too large)." : "allocation failed");
    return HEAP_NOMEM;
  }
  if (slot < 0 || slot >= h->n) { /* never: the typer numbers the slots */
    rt_decref(job.made);
    snprintf(msg, 200, "%s", "internal error: an allocation of an unknown array");
    return HEAP_VALUE;
  }
  if (!rt_is_undef(h->arrs[slot])) rt_decref(h->arrs[slot]);
  h->arrs[slot] = job.made;
  fill_desc(desc, RT_AS(Array, job.made));
  return 0;
}

void kir_heap_share(void *heap, int dst, int src) {
  KirHeap *h = heap;
  if (dst < 0 || dst >= h->n || src < 0 || src >= h->n) return; /* never: the typer numbers the slots */
  const KirSlot *s = &h->f->slots[src];
  Value v = s->kind == KIR_SLOT_PARAM ? (h->argv ? h->argv[s->param] : rt_undef()) : h->arrs[src];
  if (!rt_is_undef(v)) rt_incref(v); /* first: src may be dst */
  if (!rt_is_undef(h->arrs[dst])) rt_decref(h->arrs[dst]);
  h->arrs[dst] = v;
}

Value kir_heap_result(const KirHeap *h, const KirFunc *f, int slot) {
  if (slot < 0 || slot >= f->nslots) rt_raise(RT_EXC_RuntimeError, "internal error: a result of an unknown array");
  const KirSlot *s = &f->slots[slot];
  Value v = s->kind == KIR_SLOT_HEAP && slot < h->n ? h->arrs[slot]
            : s->kind == KIR_SLOT_PARAM && h->argv ? h->argv[s->param] /* Numba gives the argument itself back */
                                                   : rt_undef();
  if (rt_is_undef(v)) rt_raise(RT_EXC_RuntimeError, "internal error: a result array that was never made");
  rt_incref(v);
  return v;
}

Value kir_heap_result_view(const KirHeap *h, const KirFunc *f, const uint64_t *result, int k) {
  int32_t slot;
  memcpy(&slot, &result[k], sizeof slot);
  if (!(f->ret_view >> k & 1)) return kir_heap_result(h, f, slot);
  Value base = kir_heap_result(h, f, slot);
  Value arr = kir_unwrap_array(base);
  int nd = f->rettys[k].ndim;
  if (!rt_is_array(arr) || nd > KIR_MAX_INDEX) {
    rt_decref(base);
    rt_raise(RT_EXC_RuntimeError, "internal error: a view of something not an array");
  }
  const Array *a = RT_AS(Array, arr);
  int64_t shape[KIR_MAX_INDEX], strides[KIR_MAX_INDEX], offset;
  bool empty = false;
  memcpy(&offset, &result[k + 1], sizeof offset);
  for (int j = 0; j < nd; j++) {
    memcpy(&shape[j], &result[k + 2 + j], sizeof shape[j]);
    memcpy(&strides[j], &result[k + 2 + nd + j], sizeof strides[j]);
    empty = empty || shape[j] == 0;
  }
  /* an empty view's offset may point past the memory (a[::-1] of nothing): NumPy's is 0 then */
  char *data = empty ? a->data : a->data + offset;
  Value v = rt_array_view(arr, a->dtype, nd, shape, strides, data);
  rt_decref(base);
  return v;
}
