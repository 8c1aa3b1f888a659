/* exc_traceback.c — traceback objects (an exception's __traceback__): a view of one entry of
 * the traceback an exception instance carries (ExcObj.tb), with tb_lineno and tb_next, which
 * the traceback module reads back (rt_traceback_parts). */
#include <stdlib.h>
#include <string.h>

#include "exc.h"
#include "objects.h"

typedef struct TbObj {
  Obj hdr;
  Value exc; /* the exception whose entries these are (owned) */
  int index; /* this object's entry in exc's traceback */
} TbObj;

static void tb_free(Obj *o) {
  rt_decref(((TbObj *)o)->exc);
  free(o);
}

static Value tb_repr(Value self) { return rt_str_printf("<traceback object at %p>", (void *)self.as.o); }

static Value tb_getattr(Value self, const char *name) {
  TbObj *t = RT_AS(TbObj, self);
  ExcObj *e = RT_AS(ExcObj, t->exc);
  if (t->index >= e->ntb) return strcmp(name, "tb_next") == 0 ? rt_none() : rt_undef();
  if (strcmp(name, "tb_lineno") == 0) return rt_int(e->tb[t->index].line);
  if (strcmp(name, "tb_next") == 0) return rt_traceback_new(t->exc, t->index + 1);
  return rt_undef();
}

static const ObjType tb_type = {
    .name = "traceback",
    .free = tb_free,
    .repr = tb_repr,
    .getattr = tb_getattr,
};

Value rt_traceback_new(Value exc, int index) {
  if (!rt_is_exception(exc) || index >= RT_AS(ExcObj, exc)->ntb) return rt_none();
  TbObj *t = rt_malloc(sizeof *t);
  rt_obj_init(&t->hdr, &tb_type);
  t->exc = (rt_incref(exc), exc);
  t->index = index;
  return rt_obj(t);
}

bool rt_traceback_parts(Value tb, Value *exc, int *index) {
  if (!rt_is_type(tb, &tb_type)) return false;
  *exc = RT_AS(TbObj, tb)->exc;
  *index = RT_AS(TbObj, tb)->index;
  return true;
}
