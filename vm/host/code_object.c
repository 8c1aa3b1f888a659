/* code_object.c — f.__code__: a read-only view of a function's compiled code with the
 * attributes programs read (co_name, co_qualname, co_argcount, co_posonlyargcount,
 * co_kwonlyargcount, co_varnames, co_freevars, co_cellvars, co_nlocals, co_flags, co_filename, co_firstlineno) and CPython's
 * repr; and compile()'s result, which keeps its source text for exec and eval to run. */
#include <stdlib.h>
#include <string.h>

#include "../obj/objects.h"
#include "vm_internal.h"

typedef struct CodeObj {
  Obj hdr;
  Proto *proto; /* owned */
  /* compile()'s result: the text exec and eval run (RT_UNDEF for a function's code), the
   * filename given and the mode */
  Value text;
  char *filename;
  VmCodeMode mode;
} CodeObj;

static const ObjType code_type;

static void code_free(Obj *o) {
  CodeObj *c = (CodeObj *)o;
  rt_decref(rt_obj(c->proto));
  rt_decref(c->text);
  free(c->filename);
  free(o);
}

/* The names the function reads from enclosing functions, sorted as CPython lists them. */
static Value freevars(const Proto *p) {
  if (p->nfree == 0) return rt_tuple_from(0, NULL);
  int *order = rt_malloc(sizeof(int) * (size_t)p->nfree);
  vm_free_order(p, order);
  Value *names = rt_malloc(sizeof(Value) * (size_t)p->nfree);
  for (int k = 0; k < p->nfree; k++) names[k] = rt_str_from_c(p->freenames[order[k]]);
  Value t = rt_tuple_from(p->nfree, names);
  for (int k = 0; k < p->nfree; k++) rt_decref(names[k]);
  free(names);
  free(order);
  return t;
}

static bool has_name(Value list, const char *name) {
  const List *l = RT_AS(List, list);
  for (int64_t k = 0; k < l->n; k++) {
    if (strcmp(rt_str_data(l->items[k]), name) == 0) return true;
  }
  return false;
}

/* The registers of the parameters: positional, keyword-only, *args, **kwargs. */
static int nargs_of(const Proto *p) {
  return p->nparams + p->nkwonly + !!(p->flags & VM_VARARGS) + !!(p->flags & VM_VARKW);
}

/* The locals that functions defined here capture (the registers their CLOSURE reads) as a
 * list: the parameters among them in their order, then the others sorted (CPython's order). */
static Value cell_list(const Proto *p) {
  Value l = rt_list_new(0);
  for (int c = 0; c < p->nconsts; c++) {
    if (!rt_is_type(p->consts[c], &vm_proto_type)) continue;
    const Proto *inner = RT_AS(Proto, p->consts[c]);
    for (int k = 0; k < inner->nfree; k++) {
      int r = inner->captures[k];
      if (r < 0 || r >= p->nregs || !p->regnames[r] || has_name(l, p->regnames[r])) continue;
      Value s = rt_str_from_c(p->regnames[r]);
      rt_list_append(l, s);
      rt_decref(s);
    }
  }
  rt_list_sort(l, rt_none(), false);
  Value out = rt_list_new(0);
  int nargs = nargs_of(p);
  for (int r = 0; r < nargs && r < p->nregs; r++) {
    if (p->regnames[r] && has_name(l, p->regnames[r])) {
      Value s = rt_str_from_c(p->regnames[r]);
      rt_list_append(out, s);
      rt_decref(s);
    }
  }
  const List *sorted = RT_AS(List, l);
  for (int64_t k = 0; k < sorted->n; k++) {
    if (!has_name(out, rt_str_data(sorted->items[k]))) rt_list_append(out, sorted->items[k]);
  }
  rt_decref(l);
  return out;
}

static Value list_to_tuple(Value l) {
  const List *items = RT_AS(List, l);
  Value t = rt_tuple_from(items->n, items->items);
  rt_decref(l);
  return t;
}

static Value cellvars(const Proto *p) { return list_to_tuple(cell_list(p)); }

/* The local variable names, parameters first (positional, keyword-only, *args, **kwargs), as
 * the registers of named locals hold them; a local that a nested function captures is a cell
 * variable instead (unless a parameter), as in CPython. */
static Value varnames(const Proto *p) {
  Value cells = cell_list(p);
  int mark = rt_cleanup_push_value(&cells);
  Value l = rt_list_new(p->nlocals);
  int nargs = nargs_of(p);
  for (int r = 0; r < p->nlocals; r++) {
    if (!p->regnames[r] || (r >= nargs && has_name(cells, p->regnames[r]))) continue;
    Value s = rt_str_from_c(p->regnames[r]);
    rt_list_append(l, s);
    rt_decref(s);
  }
  rt_cleanup_pop(mark, true);
  return list_to_tuple(l);
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
  const CodeObj *c = RT_AS(CodeObj, self);
  const Proto *p = c->proto;
  if (c->filename) { /* compile()'s: a module's code */
    if (!strcmp(name, "co_name") || !strcmp(name, "co_qualname")) return rt_str_from_c("<module>");
    if (!strcmp(name, "co_filename")) return rt_str_from_c(c->filename);
    if (!strcmp(name, "co_firstlineno")) return rt_int(1);
  }
  if (!strcmp(name, "co_name")) return rt_str_from_c(p->name);
  if (!strcmp(name, "co_qualname")) return rt_str_from_c(p->qualname);
  if (!strcmp(name, "co_argcount")) return rt_int(p->nparams);
  if (!strcmp(name, "co_posonlyargcount")) return rt_int(p->nposonly);
  if (!strcmp(name, "co_kwonlyargcount")) return rt_int(p->nkwonly);
  if (!strcmp(name, "co_varnames")) return varnames(p);
  if (!strcmp(name, "co_freevars")) return freevars(p);
  if (!strcmp(name, "co_cellvars")) return cellvars(p);
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
  const CodeObj *c = RT_AS(CodeObj, self);
  const Proto *p = c->proto;
  if (c->filename) return rt_str_printf("<code object <module> at %p, file \"%s\", line 1>", (void *)c, c->filename);
  return rt_str_printf("<code object %s at %p, file \"%s\", line %d>", p->name, (void *)p,
                       p->source ? p->source->name : "<unknown>", p->firstline);
}

static const ObjType code_type = {.name = "code", .free = code_free, .repr = code_repr, .getattr = code_getattr};

Value vm_code_object(Proto *p) {
  CodeObj *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &code_type);
  rt_incref(rt_obj(p));
  c->proto = p;
  c->text = rt_undef();
  c->filename = NULL;
  c->mode = VM_CODE_EXEC;
  return rt_obj(c);
}

Value vm_code_from_source(Proto *p, Value text, const char *filename, VmCodeMode mode) {
  Value v = vm_code_object(p);
  CodeObj *c = RT_AS(CodeObj, v);
  rt_incref(text);
  c->text = text;
  c->filename = rt_strdup(filename);
  c->mode = mode;
  return v;
}

bool vm_code_source(Value v, Value *text, const char **filename, VmCodeMode *mode) {
  if (!rt_is_type(v, &code_type)) return false;
  const CodeObj *c = RT_AS(CodeObj, v);
  if (rt_is_undef(c->text)) return false;
  *text = c->text;
  *filename = c->filename;
  *mode = c->mode;
  return true;
}
