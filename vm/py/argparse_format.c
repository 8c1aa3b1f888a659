/* argparse_format.c — argparse's usage and help text, as CPython 3.11's HelpFormatter writes them
 * for an 80-column terminal: usage wrapped with optionals first, then positionals (a mutually
 * exclusive group as one `[-a | -b]` or `(-a | -b)` part); help at column 24 at most, a
 * sub-command action followed by its sub-commands' help lines, indented. */
#include <stdio.h>
#include <stdlib.h>

#include "../base/error.h"
#include "../obj/ops.h"
#include "argparse_internal.h"
#include "py.h"

/* ---- usage and help ---- */

/* The metavar text for value number k (a tuple metavar gives one per value). */
static void metavar(StrBuf *sb, Value action, int k) {
  Value m = aget(action, "metavar");
  if (rt_is_tuple(m)) {
    Tuple *t = RT_AS(Tuple, m);
    rt_sb_puts(sb, rt_str_data(t->items[k < t->n ? k : t->n - 1]));
  } else if (rt_is_str(m)) {
    rt_sb_puts(sb, rt_str_data(m));
  } else if (!rt_is_none(aget(action, "choices"))) {
    Value it = rt_iter(aget(action, "choices")), x;
    int mark = rt_cleanup_push_value(&it);
    rt_sb_puts(sb, "{");
    for (int j = 0; rt_next(it, &x); j++) {
      Value s = rt_to_str(x);
      rt_decref(x);
      rt_sb_printf(sb, "%s%s", j ? "," : "", rt_str_data(s));
      rt_decref(s);
    }
    rt_sb_puts(sb, "}");
    rt_cleanup_pop(mark, true);
  } else if (is_positional(action)) {
    rt_sb_puts(sb, astr(action, "dest"));
  } else {
    for (const char *d = astr(action, "dest"); *d; d++) rt_sb_printf(sb, "%c", *d >= 'a' && *d <= 'z' ? *d - 32 : *d);
  }
}

/* The values part: M, [M], [M ...], M [M ...], M M. */
static void format_args(StrBuf *sb, Value action) {
  int n = arity(action);
  if (n == 1) metavar(sb, action, 0);
  else if (n == -1 || n == -2) {
    rt_sb_puts(sb, "[");
    metavar(sb, action, 0);
    rt_sb_puts(sb, n == -2 ? " ...]" : "]");
  } else if (n == -3) {
    metavar(sb, action, 0);
    rt_sb_puts(sb, " [");
    metavar(sb, action, 1);
    rt_sb_puts(sb, " ...]");
  } else {
    for (int k = 0; k < n; k++) {
      if (k) rt_sb_puts(sb, " ");
      metavar(sb, action, k);
    }
  }
}

/* One usage part (new str): `[-n N]`, `--n N`, `input`. */
static Value usage_part(Value action) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (is_positional(action)) {
    format_args(&sb, action);
  } else {
    bool req = rt_truthy(aget(action, "required"));
    List *opts = RT_AS(List, aget(action, "option_strings"));
    rt_sb_printf(&sb, "%s%s", req ? "" : "[", rt_str_data(opts->items[0]));
    if (arity(action)) {
      rt_sb_puts(&sb, " ");
      format_args(&sb, action);
    }
    if (!req) rt_sb_puts(&sb, "]");
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* Parts joined on lines no wider than WIDTH, continuation lines indented. */
static void wrap_parts(StrBuf *sb, List *parts, int indent, int *line_len, bool *fresh) {
  for (int64_t k = 0; k < parts->n; k++) {
    int len = (int)RT_AS(Str, parts->items[k])->nbytes;
    if (!*fresh && *line_len + 1 + len > WIDTH) {
      rt_sb_printf(sb, "\n%*s", indent, "");
      *line_len = indent - 1;
      *fresh = true;
    }
    rt_sb_printf(sb, "%s%s", *fresh ? "" : " ", rt_str_data(parts->items[k]));
    *line_len += len + 1;
    *fresh = false;
  }
}

Value ap_format_usage(Value parser) {
  List *acts = actions_of(parser);
  Value opt = rt_list_new(0), pos = rt_list_new(0);
  int mark = rt_cleanup_push_value(&opt);
  rt_cleanup_push_value(&pos);
  int total = 0;
  for (int64_t k = 0; k < acts->n; k++) {
    Value part = usage_part(acts->items[k]);
    total += 1 + (int)RT_AS(Str, part)->nbytes;
    rt_list_append(is_positional(acts->items[k]) ? pos : opt, part);
    rt_decref(part);
  }
  const char *prog = prog_of(parser);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "usage: %s", prog);
  int indent = 7 + (int)strlen(prog) + 1;
  if (7 + (int)strlen(prog) + total <= WIDTH) {
    for (int64_t k = 0; k < RT_AS(List, opt)->n; k++) rt_sb_printf(&sb, " %s", rt_str_data(RT_AS(List, opt)->items[k]));
    for (int64_t k = 0; k < RT_AS(List, pos)->n; k++) rt_sb_printf(&sb, " %s", rt_str_data(RT_AS(List, pos)->items[k]));
  } else { /* optionals wrapped after the prog, positionals from a line of their own */
    int line_len = indent - 1;
    bool fresh = false;
    wrap_parts(&sb, RT_AS(List, opt), indent, &line_len, &fresh);
    if (RT_AS(List, opt)->n && RT_AS(List, pos)->n) {
      rt_sb_printf(&sb, "\n%*s", indent, "");
      line_len = indent - 1;
      fresh = true;
    }
    wrap_parts(&sb, RT_AS(List, pos), indent, &line_len, &fresh);
  }
  rt_sb_puts(&sb, "\n");
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true); /* the parts and the buffer */
  return r;
}

/* `-n N, --num N` or `input` (new str). */
static Value invocation(Value action) {
  if (is_positional(action)) {
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    metavar(&sb, action, 0);
    rt_cleanup_pop(mark, false);
    return rt_sb_to_str(&sb);
  }
  List *opts = RT_AS(List, aget(action, "option_strings"));
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < opts->n; k++) {
    rt_sb_printf(&sb, "%s%s", k ? ", " : "", rt_str_data(opts->items[k]));
    if (arity(action)) {
      rt_sb_puts(&sb, " ");
      format_args(&sb, action);
    }
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* help % {default, prog, dest, ...}: through str's % operator with the action's fields. */
static Value expand_help(Value parser, Value action) {
  Value help = aget(action, "help");
  if (!strchr(rt_str_data(help), '%')) {
    rt_incref(help);
    return help;
  }
  Value d = rt_call(rt_builtin_lookup("dict"), 1, &action, NULL);
  int mark = rt_cleanup_push_value(&d);
  rt_dict_set_str(d, "prog", field(parser, "prog"));
  Value r = rt_binop(RT_OP_MOD, help, d);
  rt_cleanup_pop(mark, true);
  return r;
}

/* text's words filled to lines of width, each after `indent` spaces but the first. */
static void fill(StrBuf *sb, const char *text, int width, int indent) {
  int col = 0;
  bool first = true;
  for (const char *s = text; *s;) {
    while (*s == ' ' || *s == '\n' || *s == '\t') s++;
    if (!*s) break;
    const char *e = s;
    while (*e && *e != ' ' && *e != '\n' && *e != '\t') e++;
    int len = (int)(e - s);
    if (!first && col + 1 + len > width) {
      rt_sb_printf(sb, "\n%*s", indent, "");
      col = 0;
    } else if (!first) {
      rt_sb_puts(sb, " ");
      col++;
    }
    rt_sb_printf(sb, "%.*s", len, s);
    col += len;
    first = false;
    s = e;
  }
}

/* Is action a in the section: group -1, the positionals (positional) or options of no group;
 * else the actions add_argument_group's group number `group` added. */
static bool in_section(Value a, bool positional, int64_t group) {
  Value g = aget(a, "_group");
  int64_t ag = rt_is_undef(g) ? -1 : g.as.i;
  return group >= 0 ? ag == group : ag < 0 && is_positional(a) == positional;
}

static void help_section(StrBuf *sb, Value parser, const char *title, const char *desc, bool positional,
                         int64_t group, int help_pos) {
  List *acts = actions_of(parser);
  bool any = false;
  for (int64_t k = 0; k < acts->n; k++) any |= in_section(acts->items[k], positional, group);
  if (!any) return;
  rt_sb_printf(sb, "\n%s:\n", title);
  if (desc && *desc) rt_sb_printf(sb, "  %s\n\n", desc);
  for (int64_t k = 0; k < acts->n; k++) {
    Value a = acts->items[k];
    if (!in_section(a, positional, group)) continue;
    Value inv = invocation(a), h = rt_undef();
    int mark = rt_cleanup_push_value(&inv);
    rt_cleanup_push_value(&h);
    int len = (int)RT_AS(Str, inv)->nbytes;
    bool has_help = rt_is_str(aget(a, "help"));
    if (!has_help) {
      rt_sb_printf(sb, "  %s\n", rt_str_data(inv));
    } else {
      if (len <= help_pos - 4) rt_sb_printf(sb, "  %-*s  ", help_pos - 4, rt_str_data(inv));
      else rt_sb_printf(sb, "  %s\n%*s", rt_str_data(inv), help_pos, "");
      h = expand_help(parser, a);
      int width = WIDTH - help_pos > 11 ? WIDTH - help_pos : 11;
      fill(sb, rt_str_data(h), width, help_pos);
      rt_sb_puts(sb, "\n");
    }
    rt_cleanup_pop(mark, true);
  }
}

Value ap_format_help(Value parser) {
  List *acts = actions_of(parser);
  int longest = 0;
  for (int64_t k = 0; k < acts->n; k++) {
    Value inv = invocation(acts->items[k]);
    int len = (int)RT_AS(Str, inv)->nbytes + 2;
    rt_decref(inv);
    if (len > longest) longest = len;
  }
  int help_pos = longest + 2 < MAX_HELP ? longest + 2 : MAX_HELP;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value usage = ap_format_usage(parser);
  rt_sb_puts(&sb, rt_str_data(usage));
  rt_decref(usage);
  Value desc = field(parser, "description");
  if (rt_is_str(desc)) {
    rt_sb_puts(&sb, "\n");
    fill(&sb, rt_str_data(desc), WIDTH, 0);
    rt_sb_puts(&sb, "\n");
  }
  help_section(&sb, parser, "positional arguments", NULL, true, -1, help_pos);
  help_section(&sb, parser, "options", NULL, false, -1, help_pos);
  Value groups = field(parser, "_groups");
  for (int64_t k = 0; rt_is_list(groups) && k < RT_AS(List, groups)->n; k++) {
    Tuple *g = RT_AS(Tuple, RT_AS(List, groups)->items[k]);
    const char *t = rt_is_str(g->items[0]) ? rt_str_data(g->items[0]) : "None";
    help_section(&sb, parser, t, rt_is_str(g->items[1]) ? rt_str_data(g->items[1]) : NULL, false, k, help_pos);
  }
  Value epilog = field(parser, "epilog");
  if (rt_is_str(epilog)) {
    rt_sb_puts(&sb, "\n");
    fill(&sb, rt_str_data(epilog), WIDTH, 0);
    rt_sb_puts(&sb, "\n");
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* "argument --n" names an option by its strings joined with '/', a positional by its metavar. */
Value ap_action_name(Value action) {
  if (is_positional(action)) {
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    Value m = aget(action, "metavar");
    if (rt_is_str(m)) rt_sb_puts(&sb, rt_str_data(m));
    else rt_sb_puts(&sb, astr(action, "dest"));
    rt_cleanup_pop(mark, false);
    return rt_sb_to_str(&sb);
  }
  List *opts = RT_AS(List, aget(action, "option_strings"));
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < opts->n; k++) rt_sb_printf(&sb, "%s%s", k ? "/" : "", rt_str_data(opts->items[k]));
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}
