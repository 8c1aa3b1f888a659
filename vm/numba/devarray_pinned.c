/* devarray_pinned.c — which host buffers are pinned (page-locked), and numba.cuda's
 * `pinned(*arrays)` context manager. A copy between the device and pinned memory runs at the
 * link's DMA rate; from ordinary (pageable) memory the driver first stages it through a pinned
 * buffer of its own, which costs about half the rate (docs/profiler.md, "The models"). The
 * profiler asks rt_array_pinned at every counted copy (rt_copy_count_host).
 *
 * A buffer is known by its serial (Array.buffer_id): serials are never reused, so a buffer freed
 * while pinned leaves only a harmless entry behind. pinned_array and mapped_array pin theirs for
 * good; `with cuda.pinned(a):` pins a's for the block (pins nest: a count per buffer). */
#include <stdlib.h>
#include <string.h>

#include "devarray.h"
#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"

typedef struct PinnedBuf {
  uint64_t buffer;
  int count;
} PinnedBuf;

static PinnedBuf *pins;
static int npins, cappins;

static PinnedBuf *find_pin(uint64_t buffer) {
  for (int i = 0; i < npins; i++)
    if (pins[i].buffer == buffer) return &pins[i];
  return NULL;
}

void rt_pin_buffer(uint64_t buffer_id, int delta) {
  PinnedBuf *p = find_pin(buffer_id);
  if (!p) {
    if (delta <= 0) return;
    if (npins == cappins) {
      cappins = cappins ? cappins * 2 : 16;
      pins = rt_realloc(pins, (size_t)cappins * sizeof *pins);
    }
    p = &pins[npins++];
    *p = (PinnedBuf){buffer_id, 0};
  }
  p->count += delta;
  if (p->count <= 0) *p = pins[--npins]; /* unpinned: drop the entry */
}

bool rt_array_pinned(const Array *a) {
  const PinnedBuf *p = npins ? find_pin(a->buffer_id) : NULL;
  return p && p->count > 0;
}

/* ---- with cuda.pinned(a, b, ...): ---- */

typedef struct PinnedCtx {
  Obj hdr;
  Value arrays; /* tuple of the host arrays given */
  bool entered;
} PinnedCtx;

static void pin_all(PinnedCtx *c, int delta) {
  const Tuple *t = RT_AS(Tuple, c->arrays);
  for (int64_t i = 0; i < t->n; i++) {
    Value a = t->items[i];
    if (rt_is_array(a)) rt_pin_buffer(RT_AS(Array, a)->buffer_id, delta);
  }
}

static Value m_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  PinnedCtx *c = RT_AS(PinnedCtx, self);
  if (!c->entered) pin_all(c, 1);
  c->entered = true;
  return rt_none(); /* Numba's context manager yields nothing */
}

static Value m_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, (void)kw, (void)argc;
  PinnedCtx *c = RT_AS(PinnedCtx, self);
  if (c->entered) pin_all(c, -1);
  c->entered = false;
  return rt_bool(false); /* an exception in the block goes on */
}

static void pinned_ctx_free(Obj *o) {
  PinnedCtx *c = (PinnedCtx *)o;
  if (c->entered) pin_all(c, -1);
  rt_decref(c->arrays);
  free(c);
}

static Value pinned_ctx_repr(Value self) {
  return rt_str_printf("<contextlib._GeneratorContextManager object at %p>", (void *)self.as.o);
}

static Value pinned_ctx_getattr(Value self, const char *name) {
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", m_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", m_exit, self);
  return rt_undef();
}

static const ObjType pinned_ctx_type = {
    .name = "_GeneratorContextManager",
    .free = pinned_ctx_free,
    .repr = pinned_ctx_repr,
    .getattr = pinned_ctx_getattr,
};

static Value cuda_pinned(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (kw && kw->n > 0) rt_raise(RT_EXC_TypeError, "pinned() got an unexpected keyword argument '%s'", kw->names[0]);
  PinnedCtx *c = rt_calloc(1, sizeof *c);
  rt_obj_init(&c->hdr, &pinned_ctx_type);
  c->arrays = rt_tuple_from(argc, argv);
  return rt_obj(c);
}

void rt_pinned_register(Value cuda) { rt_module_add_fn(cuda, "pinned", cuda_pinned); }
