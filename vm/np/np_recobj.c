/* np_recobj.c — 'O' fields of structured dtypes (np.dtype([('name', 'O'), ('x', 'f8')])).
 * A record is bytes that get copied, sliced, sorted and concatenated as bytes, so an object
 * field holds an 8-byte handle: an index into the runtime's list of the values ever stored in
 * such a field. Copying a record copies the handle and so shares the value, as NumPy's copies
 * share the object; storing a value appends it. Handle 0 (zeroed memory) is the int 0, what
 * np.zeros puts in an object field, and -1 is None, what np.empty puts there. The list lives
 * as long as the runtime. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "np_objarray.h"
#include "np_record.h"

typedef struct ObjStore {
  Value values; /* list; item k is handle k + 1 */
} ObjStore;

static void store_fini(void *p) { rt_decref(((ObjStore *)p)->values); }
static RtStateKey store_key = {"numpy structured 'O' field values", sizeof(ObjStore), NULL, store_fini, 0};

static Value store_list(void) {
  ObjStore *st = rt_runtime_state(&store_key);
  if (st->values.tag != RT_OBJ) st->values = rt_list_new(16);
  return st->values;
}

Value np_recobj_get(const NpField *f, const char *p) {
  int64_t h;
  memcpy(&h, p + f->offset, sizeof h);
  if (h == 0) return rt_int(0);
  if (h == -1) return rt_none();
  const List *l = RT_AS(List, store_list());
  if (h < 0 || h > l->n) rt_raise(RT_EXC_SystemError, "object field handle %lld out of range", (long long)h);
  rt_incref(l->items[h - 1]);
  return l->items[h - 1];
}

void np_recobj_set(const NpField *f, char *p, Value v) {
  Value l = store_list();
  rt_list_append(l, v);
  int64_t h = RT_AS(List, l)->n;
  memcpy(p + f->offset, &h, sizeof h);
}

/* raw's records: raw without its byte axis. */
static Array records(const Array *raw) {
  Array lead = *raw;
  lead.ndim--;
  lead.size = 1;
  for (int i = 0; i < lead.ndim; i++) lead.size *= lead.shape[i];
  return lead;
}

Value np_recobj_field_array(Value raw, const NpField *f) {
  const Array *r = RT_AS(Array, raw);
  Value out = np_objarr_new(r->ndim - 1, r->shape);
  int mark = rt_cleanup_push_value(&out);
  Array lead = records(r);
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it), k++) {
    Value v = np_recobj_get(f, it.ptr);
    np_objarr_store(np_objarr_at(RT_AS(NpObjArr, out), k), v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* a['name'] when a's dtype is d and name its field i: the items written back on assignment
 * (a['name'][1] = x changes the record, as NumPy's field view does). */
Value np_recobj_field_of(Value raw, Value dtype, int i) {
  Value out = np_recobj_field_array(raw, &RT_AS(NpRecDtype, dtype)->fields[i]);
  RT_AS(NpObjArr, out)->rec_field = rt_tuple_from(3, (Value[3]){raw, dtype, rt_int(i)});
  return out;
}

void np_recobj_writeback(const NpObjArr *a) {
  const Tuple *t = RT_AS(Tuple, a->rec_field);
  const NpField *f = &RT_AS(NpRecDtype, t->items[1])->fields[t->items[2].as.i];
  Array lead = records(RT_AS(Array, t->items[0]));
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it), k++) {
    Value now = np_recobj_get(f, it.ptr), item = *np_objarr_at(a, k);
    bool same = now.tag == item.tag && (item.tag == RT_OBJ ? now.as.o == item.as.o : rt_equal(now, item));
    rt_decref(now);
    if (!same) np_recobj_set(f, it.ptr, item); /* only the items changed grow the store */
  }
}

void np_recobj_field_assign(Value raw, const NpField *f, Value v) {
  const Array *r = RT_AS(Array, raw);
  if (!r->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value src = np_is_objarr(v) ? (rt_incref(v), v) : np_objarr_from_value(v);
  int mark = rt_cleanup_push_value(&src);
  Array lead = records(r);
  const NpObjArr *s = RT_AS(NpObjArr, src);
  for (int i = 0; i < s->ndim; i++) {
    int j = lead.ndim - s->ndim + i;
    if (s->ndim > lead.ndim || (s->shape[i] != 1 && s->shape[i] != lead.shape[j]))
      rt_raise(RT_EXC_ValueError, "could not broadcast input array from shape %s into shape %s",
               "(value)", "(records)");
  }
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it), k++)
    np_recobj_set(f, it.ptr, *np_objarr_bcast_at(s, lead.ndim, lead.shape, k));
  rt_cleanup_pop(mark, true);
}

void np_recobj_fill_none(Value arr) {
  if (!np_is_recarr(arr)) return;
  const NpRecDtype *d = RT_AS(NpRecDtype, RT_AS(NpRecArr, arr)->dtype);
  Array lead = records(RT_AS(Array, RT_AS(NpRecArr, arr)->raw));
  const int64_t none = -1;
  NpIter it;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it))
    for (int i = 0; i < d->nfields; i++)
      if (d->fields[i].obj) memcpy(it.ptr + d->fields[i].offset, &none, sizeof none);
}

bool np_recdtype_has_object(const NpRecDtype *d) {
  for (int i = 0; i < d->nfields; i++) {
    if (d->fields[i].obj) return true;
    if (!rt_is_undef(d->fields[i].rec) && np_recdtype_has_object(RT_AS(NpRecDtype, d->fields[i].rec)))
      return true;
  }
  return false;
}
