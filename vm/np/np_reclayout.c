/* np_reclayout.c — structured arrays as kernel arguments (array.h): each field travels as its
 * own array; a kernel's signature names the record layout by a small id, interned per VM. */
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "np_record.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

#define RDT(v) RT_AS(NpRecDtype, v)

/* The distinct record dtypes this VM's kernels were given (owned), id k at [k - 1]. Ids live
 * in the VM's compiled signatures (kir_host.c's per-VM cache), so they go with it too. */
typedef struct Layouts {
  Value *v;
  int n, cap;
} Layouts;

static void layouts_fini(void *p) {
  Layouts *l = p;
  for (int k = 0; k < l->n; k++) rt_decref(l->v[k]);
  free(l->v);
}

/* per VM (runtime.h): a process-wide table kept every VM's dtypes for good */
static RtStateKey layouts_key = {"record layouts of kernel arguments", sizeof(Layouts), NULL, layouts_fini, 0};
static Layouts *layouts(void) { return rt_runtime_state(&layouts_key); }

int rt_np_record_layout_of(Value v) {
  if (!np_is_recarr(v)) return 0;
  Value dt = RT_AS(NpRecArr, v)->dtype;
  for (int i = 0; i < RDT(dt)->nfields; i++) /* text and nested fields do not travel to kernels */
    if (RDT(dt)->fields[i].str || RDT(dt)->fields[i].obj || !rt_is_undef(RDT(dt)->fields[i].rec)) return 0;
  Layouts *l = layouts();
  for (int i = 0; i < l->n; i++)
    if (l->v[i].as.o == dt.as.o || rt_equal(l->v[i], dt)) return i + 1;
  if (l->n == l->cap) {
    if (l->cap > (1 << 20)) rt_raise(RT_EXC_MemoryError, "too many record layouts");
    l->cap = l->cap ? 2 * l->cap : 8;
    l->v = rt_realloc(l->v, sizeof *l->v * (size_t)l->cap);
  }
  rt_incref(dt);
  l->v[l->n++] = dt;
  return l->n;
}

static const NpRecDtype *layout(int id) { return RDT(layouts()->v[id - 1]); }

int rt_np_record_nfields(int id) { return layout(id)->nfields; }

int rt_np_record_field_find(int id, const char *name) {
  const NpRecDtype *d = layout(id);
  for (int i = 0; i < d->nfields; i++)
    if (!strcmp(rt_str_data(d->fields[i].name), name)) return i;
  return -1;
}

void rt_np_record_field_info(int id, int k, DType *dt, int *sub_ndim) {
  *dt = layout(id)->fields[k].dt;
  *sub_ndim = layout(id)->fields[k].sub_ndim;
}

Value rt_np_record_field_array(Value v, int k) {
  NpRecArr *a = RT_AS(NpRecArr, v);
  return np_rec_field_view(a->raw, &RDT(a->dtype)->fields[k]);
}

int rt_np_record_ndim(Value v) { return RT_AS(Array, RT_AS(NpRecArr, v)->raw)->ndim - 1; }
