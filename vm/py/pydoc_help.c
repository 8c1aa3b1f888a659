/* pydoc_help.c — the builtin help(obj) for the program's own functions, methods and classes,
 * written as CPython 3.11's pydoc writes them when stdout is no terminal (its plain pager): a
 * "Help on ..." title, the signature and the cleaned docstring indented by four; for a class,
 * its signature, docstring and method resolution order, then its attributes by kind (methods,
 * class methods, static methods, read-only properties, data descriptors, other data), the
 * class's own first and then each base's inherited ones, behind " |  " (pydoc's TextDoc).
 * Other objects (modules, builtins, instances) are not documented: help() says so. */
#include <stdbool.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "pydoc_help.h"

/* The docs CPython's object gives the special methods a class defines without a docstring
 * (inspect.getdoc finds them on object). */
static const char *object_doc(const char *name) {
  static const char *const docs[][2] = {
      {"__init__", "Initialize self.  See help(type(self)) for accurate signature."},
      {"__repr__", "Return repr(self)."},           {"__str__", "Return str(self)."},
      {"__eq__", "Return self==value."},            {"__ne__", "Return self!=value."},
      {"__lt__", "Return self<value."},             {"__le__", "Return self<=value."},
      {"__gt__", "Return self>value."},             {"__ge__", "Return self>=value."},
      {"__hash__", "Return hash(self)."},           {"__format__", "Default object formatter."},
      {"__getattribute__", "Return getattr(self, name)."},
      {"__setattr__", "Implement setattr(self, name, value)."},
      {"__delattr__", "Implement delattr(self, name)."},
      {"__new__", "Create and return a new object.  See help(type) for accurate signature."},
      {"__sizeof__", "Size of object in memory, in bytes."},
      {"__dir__", "Default dir() implementation."},
      {"__reduce__", "Helper for pickle."},
      {"__init_subclass__", "This method is called when a class is subclassed.\n\nThe default implementation does nothing. It may be\noverridden to extend subclasses."},
  };
  for (size_t k = 0; k < sizeof docs / sizeof *docs; k++)
    if (strcmp(name, docs[k][0]) == 0) return docs[k][1];
  return NULL;
}

/* inspect's answer for obj (a new reference): fn is "signature" or "getdoc". */
static Value inspect_call(const char *fn, Value obj) {
  Value f = rt_import_attr("inspect", fn);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, 1, &obj, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

typedef struct SigJob {
  Value obj, out;
} SigJob;

static void sig_job(void *ud) {
  SigJob *j = ud;
  Value sig = inspect_call("signature", j->obj);
  int mark = rt_cleanup_push_value(&sig);
  j->out = rt_to_str(sig);
  rt_cleanup_pop(mark, true);
}

/* str(inspect.signature(obj)) into sb; false (nothing written) when it has none. */
static bool put_signature(StrBuf *sb, Value obj) {
  SigJob j = {obj, rt_undef()};
  if (rt_pcall(sig_job, &j)) {
    rt_error_clear();
    return false;
  }
  rt_sb_puts(sb, rt_str_data(j.out));
  rt_decref(j.out);
  return true;
}

/* text, each line behind prefix, the last one's trailing blanks dropped (pydoc's indent). */
static void put_indented(StrBuf *sb, const char *text, const char *prefix) {
  size_t start = sb->len;
  rt_sb_puts(sb, prefix);
  for (const char *p = text; *p; p++) {
    rt_sb_putc(sb, *p);
    if (*p == '\n') {
      start = sb->len;
      rt_sb_puts(sb, prefix);
    }
  }
  while (sb->len > start && (sb->data[sb->len - 1] == ' ' || sb->data[sb->len - 1] == '\t')) sb->len--;
  sb->data[sb->len] = '\0';
}

/* The cleaned docstring of a routine, looked up through the class's MRO when it has none of its
 * own (inspect.getdoc); NULL when there is none. The str goes into *keep (a new reference). */
static const char *routine_doc(Value fn, Value cls, const char *name, Value *keep) {
  *keep = inspect_call("getdoc", fn);
  if (rt_is_str(*keep)) return rt_str_data(*keep);
  if (rt_is_undef(cls)) return NULL;
  Value mro = rt_getattr(cls, "__mro__");
  int mark = rt_cleanup_push_value(&mro);
  const char *out = NULL;
  for (int64_t k = 0; k < RT_AS(Tuple, mro)->n && !out; k++) {
    Value base = RT_AS(Tuple, mro)->items[k], d, v;
    if (!rt_is_class(base) || (RT_AS(ClassObj, base)->flags & RT_CLASS_OBJECT)) continue;
    if (!rt_try_getattr(base, "__dict__", &d)) continue;
    Value key = rt_str_from_c(name);
    bool has = rt_contains(d, key);
    v = has ? rt_getitem(d, key) : rt_undef();
    rt_decref(key);
    rt_decref(d);
    if (!has) continue;
    Value doc;
    if (rt_try_getattr(v, "__doc__", &doc) && rt_is_str(doc)) {
      rt_decref(*keep);
      *keep = inspect_call("getdoc", v);
      out = rt_is_str(*keep) ? rt_str_data(*keep) : NULL;
    }
    if (!rt_is_undef(doc)) rt_decref(doc);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
  return out ? out : object_doc(name);
}

/* A routine's entry: name(signature), a note, and its doc indented (pydoc's docroutine). */
static void put_routine(StrBuf *sb, const char *name, Value fn, Value cls, const char *note) {
  rt_sb_puts(sb, name);
  if (!strcmp(name, "<lambda>")) { /* pydoc: "<lambda> lambda x, y" */
    rt_sb_puts(sb, " lambda ");
    size_t at = sb->len;
    if (put_signature(sb, fn) && sb->len >= at + 2 && sb->data[at] == '(' && sb->data[sb->len - 1] == ')') {
      memmove(sb->data + at, sb->data + at + 1, sb->len - at - 2);
      sb->len -= 2;
      sb->data[sb->len] = '\0';
    }
  } else if (!put_signature(sb, fn)) rt_sb_puts(sb, "(...)");
  rt_sb_puts(sb, note);
  rt_sb_putc(sb, '\n');
  Value keep = rt_undef();
  int mark = rt_cleanup_push_value(&keep);
  const char *doc = routine_doc(fn, cls, name, &keep);
  if (doc && *doc) {
    put_indented(sb, doc, "    ");
    rt_sb_putc(sb, '\n');
  }
  rt_cleanup_pop(mark, true);
}

/* What an attribute of a class's dict is to pydoc (inspect.classify_class_attrs' kinds). */
typedef enum Kind { K_METHOD, K_CLASSMETHOD, K_STATICMETHOD, K_READONLY, K_DESCRIPTOR, K_DATA, K_COUNT } Kind;

static Kind kind_of(Value v) {
  const char *t = rt_type_name(v);
  if (!strcmp(t, "function")) return K_METHOD;
  if (!strcmp(t, "classmethod")) return K_CLASSMETHOD;
  if (!strcmp(t, "staticmethod")) return K_STATICMETHOD;
  if (!strcmp(t, "member_descriptor") || !strcmp(t, "getset_descriptor")) return K_DESCRIPTOR;
  if (!strcmp(t, "property")) {
    Value set = rt_getattr(v, "fset");
    bool ro = rt_is_none(set);
    rt_decref(set);
    return ro ? K_READONLY : K_DESCRIPTOR;
  }
  return K_DATA;
}

/* pydoc's visiblename for a class's attribute. */
static bool visible(const char *name) {
  static const char *const hidden[] = {"__doc__", "__module__", "__qualname__", "__slots__", "__dict__",
                                       "__weakref__"};
  for (size_t k = 0; k < sizeof hidden / sizeof *hidden; k++)
    if (!strcmp(name, hidden[k])) return false;
  size_t n = strlen(name);
  if (n > 4 && !strncmp(name, "__", 2) && !strcmp(name + n - 2, "__")) return true;
  return name[0] != '_';
}

typedef struct Doc {
  StrBuf sb;
  bool need_rule; /* pydoc's HorizontalRule: a line of dashes before each section but the first */
} Doc;

static void section(Doc *d, const char *title, const char *tag) {
  if (d->need_rule) rt_sb_puts(&d->sb, "\n----------------------------------------------------------------------\n");
  d->need_rule = true;
  rt_sb_printf(&d->sb, "%s %s:\n\n", title, tag);
}

/* One attribute's entry (its section's text, entries joined by blank lines). */
static void put_attr(Doc *d, Kind k, const char *name, Value v, Value cls) {
  StrBuf *sb = &d->sb;
  if (k == K_METHOD) put_routine(sb, name, v, cls, "");
  else if (k == K_CLASSMETHOD || k == K_STATICMETHOD) {
    Value bound = rt_getattr(cls, name);
    int mark = rt_cleanup_push_value(&bound);
    put_routine(sb, name, bound, cls, k == K_CLASSMETHOD ? " from builtins.type" : "");
    rt_cleanup_pop(mark, true);
  } else if (k == K_READONLY || k == K_DESCRIPTOR) {
    rt_sb_printf(sb, "%s\n", name);
    Value doc = inspect_call("getdoc", v);
    if (rt_is_str(doc) && RT_AS(Str, doc)->nbytes) {
      put_indented(sb, rt_str_data(doc), "    ");
      rt_sb_putc(sb, '\n');
    }
    rt_decref(doc);
  } else {
    Value r = rt_repr(v);
    size_t start = sb->len;
    rt_sb_printf(sb, "%s = %s", name, rt_str_data(r));
    rt_decref(r);
    if (sb->len - start > 70) { /* pydoc cuts the line to 70 characters and marks the cut */
      sb->len = start + 70;
      sb->data[sb->len] = '\0';
      rt_sb_puts(sb, "...");
    }
    rt_sb_putc(sb, '\n');
  }
}

/* The entries of the instances' __dict__ and __weakref__ among the data descriptors. */
static void put_dict_entries(Doc *d, const char *title, const char *tag, bool opened) {
  if (!opened) section(d, title, tag);
  else rt_sb_putc(&d->sb, '\n');
  rt_sb_puts(&d->sb, "__dict__\n    dictionary for instance variables (if defined)\n\n"
                     "__weakref__\n    list of weak references to the object (if defined)\n");
}

/* The sections of the attributes cls's dict defines, tag "defined here" or "inherited from X".
 * dict_owner: cls introduced instances' __dict__ (its entries __dict__ and __weakref__). */
static void put_sections(Doc *d, Value cls, Value owner, const char *tag, bool dict_owner, bool annotations) {
  bool dict_done = false;
  static const char *const titles[K_COUNT] = {"Methods", "Class methods", "Static methods",
                                              "Readonly properties", "Data descriptors",
                                              "Data and other attributes"};
  Value dict = rt_getattr(cls, "__dict__");
  int mark = rt_cleanup_push_value(&dict);
  Value names = rt_call(rt_builtin_lookup("sorted"), 1, &dict, NULL);
  rt_cleanup_push_value(&names);
  List *l = RT_AS(List, names);
  for (int k = 0; k < K_COUNT; k++) {
    bool opened = false;
    for (int64_t i = 0; i < l->n; i++) {
      const char *name = rt_str_data(l->items[i]);
      if (!visible(name)) continue;
      if (owner.as.o != cls.as.o && !strcmp(name, "__annotations__")) continue; /* the class has its own */
      if (rt_is_class(owner) && owner.as.o != cls.as.o) { /* overridden by a class before it */
        bool own = false;
        Value mro = rt_getattr(owner, "__mro__");
        for (int64_t j = 0; j < RT_AS(Tuple, mro)->n; j++) {
          Value b = RT_AS(Tuple, mro)->items[j], bd;
          if (b.as.o == cls.as.o) break;
          if (!rt_try_getattr(b, "__dict__", &bd)) continue;
          own = rt_contains(bd, l->items[i]);
          rt_decref(bd);
          if (own) break;
        }
        rt_decref(mro);
        if (own) continue;
      }
      Value v = rt_getitem(dict, l->items[i]);
      int vmark = rt_cleanup_push_value(&v);
      if ((int)kind_of(v) == k) {
        if (k == K_DESCRIPTOR && dict_owner && !dict_done && strcmp("__dict__", name) < 0) {
          put_dict_entries(d, titles[k], tag, opened);
          opened = dict_done = true;
        }
        if (!opened) section(d, titles[k], tag);
        else rt_sb_putc(&d->sb, '\n');
        opened = true;
        put_attr(d, (Kind)k, name, v, owner);
      }
      rt_cleanup_pop(vmark, true);
    }
    if (k == K_DESCRIPTOR && dict_owner && !dict_done) put_dict_entries(d, titles[k], tag, opened);
    if (k == K_DATA && annotations) { /* CPython's getattr made the class an empty __annotations__ */
      if (!opened) section(d, titles[k], tag);
      else rt_sb_putc(&d->sb, '\n');
      rt_sb_puts(&d->sb, "__annotations__ = {}\n");
    }
  }
  rt_cleanup_pop(mark, true);
}

/* "module.Name", or "Name" for the module documented (pydoc's classname). */
static void put_classname(StrBuf *sb, Value cls) {
  if (!rt_is_class(cls)) {
    rt_sb_puts(sb, "builtins.");
    rt_sb_puts(sb, rt_type_name(cls));
    return;
  }
  const ClassObj *c = RT_AS(ClassObj, cls);
  if (c->flags & RT_CLASS_OBJECT) rt_sb_puts(sb, "builtins.object");
  else rt_sb_puts(sb, c->name);
}

static bool own_key(Value cls, const char *name) {
  Value d;
  if (!rt_try_getattr(cls, "__dict__", &d)) return false;
  Value key = rt_str_from_c(name);
  bool r = rt_contains(d, key);
  rt_decref(key);
  rt_decref(d);
  return r;
}

/* The class (mro's first) has no __annotations__ of its own but a base has: pydoc's getattr
 * gives the class an empty one, which it then documents. */
static bool inherits_annotations(const Tuple *m) {
  if (own_key(m->items[0], "__annotations__")) return false;
  for (int64_t k = 1; k < m->n; k++)
    if (rt_is_class(m->items[k]) && !(RT_AS(ClassObj, m->items[k])->flags & RT_CLASS_OBJECT) &&
        own_key(m->items[k], "__annotations__"))
      return true;
  return false;
}

static void document_class(Doc *d, Value cls) {
  StrBuf body;
  rt_sb_init(&body);
  const ClassObj *c = RT_AS(ClassObj, cls);
  rt_sb_printf(&d->sb, "Help on class %s in module __main__:\n\nclass %s(", c->name, c->name);
  Tuple *bases = RT_AS(Tuple, c->bases);
  for (int64_t k = 0; k < bases->n; k++) {
    if (k) rt_sb_puts(&d->sb, ", ");
    put_classname(&d->sb, bases->items[k]);
  }
  rt_sb_puts(&d->sb, ")\n");
  /* the body, built in d->sb after the title; indented at the end */
  size_t body_at = d->sb.len;
  StrBuf sig;
  rt_sb_init(&sig);
  if (put_signature(&sig, cls) && strcmp(sig.data, "()") != 0) rt_sb_printf(&d->sb, "%s%s\n\n", c->name, sig.data);
  rt_sb_free(&sig);
  Value doc = inspect_call("getdoc", cls);
  if (rt_is_str(doc) && RT_AS(Str, doc)->nbytes) rt_sb_printf(&d->sb, "%s\n\n", rt_str_data(doc));
  rt_decref(doc);
  Value mro = rt_getattr(cls, "__mro__");
  int mark = rt_cleanup_push_value(&mro);
  Tuple *m = RT_AS(Tuple, mro);
  if (m->n > 2) {
    rt_sb_puts(&d->sb, "Method resolution order:\n");
    for (int64_t k = 0; k < m->n; k++) {
      rt_sb_puts(&d->sb, "    ");
      put_classname(&d->sb, m->items[k]);
      rt_sb_putc(&d->sb, '\n');
    }
    rt_sb_putc(&d->sb, '\n');
  }
  /* the class that gives instances their __dict__: the last one before object, without slots */
  int64_t dict_owner = -1;
  for (int64_t k = m->n - 1; k >= 0; k--) {
    Value b = m->items[k];
    if (!rt_is_class(b) || (RT_AS(ClassObj, b)->flags & RT_CLASS_OBJECT)) continue;
    if (!own_key(b, "__slots__")) dict_owner = k;
    break;
  }
  for (int64_t k = 0; k < m->n; k++) {
    Value b = m->items[k];
    if (!rt_is_class(b) || (RT_AS(ClassObj, b)->flags & RT_CLASS_OBJECT)) continue;
    StrBuf tag;
    rt_sb_init(&tag);
    if (k == 0) rt_sb_puts(&tag, "defined here");
    else {
      rt_sb_puts(&tag, "inherited from ");
      put_classname(&tag, b);
    }
    put_sections(d, b, cls, tag.data, k == dict_owner, k == 0 && inherits_annotations(m));
    rt_sb_free(&tag);
  }
  rt_cleanup_pop(mark, true);
  /* indent the body behind " |  ", its trailing blank lines dropped */
  while (d->sb.len > body_at && d->sb.data[d->sb.len - 1] == '\n') d->sb.len--;
  d->sb.data[d->sb.len] = '\0';
  if (d->sb.len > body_at) {
    rt_sb_puts(&body, d->sb.data + body_at);
    d->sb.len = body_at;
    d->sb.data[body_at] = '\0';
    put_indented(&d->sb, body.data, " |  ");
    rt_sb_putc(&d->sb, '\n');
  }
  rt_sb_free(&body);
}

/* The module-level class a function's __qualname__ names it a method of ("Cls.name"), for its
 * inherited docstring (inspect's _findclass); RT_UNDEF when none. A new reference. */
static Value class_of_function(Value fn) {
  Value q;
  if (!rt_try_getattr(fn, "__qualname__", &q)) return rt_undef();
  const char *s = rt_str_data(q), *dot = strchr(s, '.');
  Value out = rt_undef();
  if (dot && !strchr(dot + 1, '.') && !strchr(s, '<')) {
    Value g = rt_call(rt_builtin_lookup("globals"), 0, NULL, NULL);
    Value key = rt_str_printf("%.*s", (int)(dot - s), s);
    if (rt_contains(g, key)) out = rt_getitem(g, key);
    rt_decref(key);
    rt_decref(g);
    if (!rt_is_class(out)) {
      rt_decref(out);
      out = rt_undef();
    }
  }
  rt_decref(q);
  return out;
}

static void document(Doc *d, Value obj) {
  const char *t = rt_type_name(obj);
  if (rt_is_class(obj)) {
    document_class(d, obj);
  } else if (!strcmp(t, "function")) {
    Value name = rt_getattr(obj, "__name__");
    int mark = rt_cleanup_push_value(&name);
    rt_sb_printf(&d->sb, "Help on function %s in module __main__:\n\n", rt_str_data(name));
    Value cls = class_of_function(obj);
    rt_cleanup_push_value(&cls);
    put_routine(&d->sb, rt_str_data(name), obj, cls, "");
    rt_cleanup_pop(mark, true);
  } else if (!strcmp(t, "method")) {
    Value fn = rt_getattr(obj, "__func__"), self = rt_getattr(obj, "__self__");
    int mark = rt_cleanup_push_value(&fn);
    rt_cleanup_push_value(&self);
    Value name = rt_getattr(fn, "__name__");
    rt_cleanup_push_value(&name);
    rt_sb_printf(&d->sb, "Help on method %s in module __main__:\n\n", rt_str_data(name));
    StrBuf note;
    rt_sb_init(&note);
    ClassObj *of = rt_is_class(self) ? NULL : rt_user_class_of(self);
    rt_sb_printf(&note, " method of %s%s instance", of ? "__main__." : "builtins.",
                 of ? of->name : rt_is_class(self) ? "type" : rt_type_name(self));
    ClassObj *owner = rt_is_class(self) ? NULL : rt_user_class_of(self);
    Value cls = rt_is_class(self) ? self : owner ? rt_obj(&owner->hdr) : rt_undef();
    put_routine(&d->sb, rt_str_data(name), obj, cls, note.data);
    rt_sb_free(&note);
    rt_cleanup_pop(mark, true);
  } else if (!strcmp(t, "property")) {
    rt_sb_puts(&d->sb, "Help on property:\n\n");
    Value doc = inspect_call("getdoc", obj);
    if (rt_is_str(doc) && RT_AS(Str, doc)->nbytes) {
      put_indented(&d->sb, rt_str_data(doc), "    ");
      rt_sb_putc(&d->sb, '\n');
    }
    rt_decref(doc);
  } else {
    rt_raise(RT_EXC_NotImplementedError, "help() of a %s object is not supported in Weft", t);
  }
}

static Value b_help(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("help", argc, kw, 1, 1, RT_ARGS_OLD);
  Doc d = {.need_rule = false};
  rt_sb_init(&d.sb);
  int mark = rt_sb_cleanup_push(&d.sb);
  document(&d, argv[0]);
  rt_sb_putc(&d.sb, '\n');
  Value text = rt_str_from_c(d.sb.data);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&text);
  Value out = rt_import_attr("sys", "stdout");
  rt_cleanup_push_value(&out);
  Value write = rt_getattr(out, "write");
  rt_cleanup_push_value(&write);
  Value r = rt_call(write, 1, &text, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

void py_help_builtins_init(Value b) { rt_module_add_fn(b, "help", b_help); }
