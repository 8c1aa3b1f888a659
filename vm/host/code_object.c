/* code_object.c — f.__code__: a read-only view of a function's compiled code with the
 * attributes programs read (co_name, co_qualname, co_argcount, co_posonlyargcount,
 * co_kwonlyargcount, co_varnames, co_nlocals, co_flags, co_filename, co_firstlineno) and CPython's
 * repr. */
#include <stdlib.h>
#include <string.h>

#include "../obj/objects.h"
#include "vm_internal.h"

typedef struct CodeObj {
  Obj hdr;
  Proto *proto; /* owned */
} CodeObj;

static const ObjType code_type;

static void code_free(Obj *o) {
  rt_decref(rt_obj(((CodeObj *)o)->proto));
  free(o);
}

/* The local variable names, parameters first (positional, keyword-only, *args, **kwargs), as
 * the registers of named locals hold them. */
static Value varnames(const Proto *p) {
  Value l = rt_list_new(p->nlocals);
  for (int r = 0; r < p->nlocals; r++) {
    if (!p->regnames[r]) continue;
    Value s = rt_str_from_c(p->regnames[r]);
    rt_list_append(l, s);
    rt_decref(s);
  }
  const List *items = RT_AS(List, l);
  Value t = rt_tuple_from(items->n, items->items);
  rt_decref(l);
  return t;
}

/* CPython's CO_* bits (what inspect reads): OPTIMIZED|NEWLOCALS for a function, VARARGS 0x04,
 * VARKEYWORDS 0x08, NESTED 0x10 (defined inside a function), GENERATOR 0x20; 0 for a module. */
static int code_flags(const Proto *p) {
  if (!p->node) return 0;
  int f = 0x03;
  if (p->flags & VM_VARARGS) f |= 0x04;
  if (p->flags & VM_VARKW) f |= 0x08;
  if (p->qualname && strstr(p->qualname, "<locals>")) f |= 0x10;
  if (p->flags & VM_GENERATOR) f |= 0x20;
  return f;
}

static Value code_getattr(Value self, const char *name) {
  const Proto *p = RT_AS(CodeObj, self)->proto;
  if (!strcmp(name, "co_name")) return rt_str_from_c(p->name);
  if (!strcmp(name, "co_qualname")) return rt_str_from_c(p->qualname);
  if (!strcmp(name, "co_argcount")) return rt_int(p->nparams);
  if (!strcmp(name, "co_posonlyargcount")) return rt_int(p->nposonly);
  if (!strcmp(name, "co_kwonlyargcount")) return rt_int(p->nkwonly);
  if (!strcmp(name, "co_varnames")) return varnames(p);
  if (!strcmp(name, "co_nlocals")) {
    Value t = varnames(p);
    int64_t n = RT_AS(Tuple, t)->n;
    rt_decref(t);
    return rt_int(n);
  }
  if (!strcmp(name, "co_flags")) return rt_int(code_flags(p));
  if (!strcmp(name, "co_filename")) return rt_str_from_c(p->source ? p->source->name : "<unknown>");
  if (!strcmp(name, "co_firstlineno")) return rt_int(p->firstline);
  return rt_undef();
}

static Value code_repr(Value self) {
  const Proto *p = RT_AS(CodeObj, self)->proto;
  return rt_str_printf("<code object %s at %p, file \"%s\", line %d>", p->name, (void *)p,
                       p->source ? p->source->name : "<unknown>", p->firstline);
}

static const ObjType code_type = {.name = "code", .free = code_free, .repr = code_repr, .getattr = code_getattr};

Value vm_code_object(Proto *p) {
  CodeObj *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &code_type);
  rt_incref(rt_obj(p));
  c->proto = p;
  return rt_obj(c);
}
