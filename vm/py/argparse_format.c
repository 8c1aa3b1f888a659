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
  } else if (n == NARGS_PARSER) {
    metavar(sb, action, 0);
    rt_sb_puts(sb, " ...");
  } else if (n == NARGS_REMAINDER) {
    rt_sb_puts(sb, "...");
  } else {
    for (int k = 0; k < n; k++) {
      if (k) rt_sb_puts(sb, " ");
      metavar(sb, action, k);
    }
  }
}

/* One usage part: `[-n N]`, `--n N`, `input`; in a mutually exclusive group (grouped) an option
 * without its brackets and a positional without its outer ones. */
static void usage_text(StrBuf *sb, Value action, bool grouped) {
  if (is_positional(action)) {
    size_t at = sb->len;
    format_args(sb, action);
    if (grouped && sb->len - at >= 2 && sb->data[at] == '[' && sb->data[sb->len - 1] == ']') {
      memmove(sb->data + at, sb->data + at + 1, sb->len - at - 2);
      sb->len -= 2;
      sb->data[sb->len] = 0;
    }
    return;
  }
  bool req = grouped || rt_truthy(aget(action, "required"));
  List *opts = RT_AS(List, aget(action, "option_strings"));
  rt_sb_printf(sb, "%s%s", req ? "" : "[", rt_str_data(opts->items[0]));
  if (arity(action)) {
    rt_sb_puts(sb, " ");
    format_args(sb, action);
  }
  if (!req) rt_sb_puts(sb, "]");
}

static int64_t mutex_of(Value action) {
  Value g = aget(action, "_mutex");
  return g.tag == RT_INT ? g.as.i : -1;
}

/* How many actions of kind (the parser's optionals or positionals), from `from` on, stand in a
 * row in mutually exclusive group g: all of its members when they are contiguous as CPython
 * wants them, else 0 (then each is written alone). */
static int64_t group_run(List *all, List *kind, int64_t from, int64_t g) {
  int64_t members = 0, run = 0;
  for (int64_t k = 0; k < all->n; k++) members += mutex_of(all->items[k]) == g;
  while (from + run < kind->n && mutex_of(kind->items[from + run]) == g) run++;
  return run == members ? run : 0;
}

/* The usage part (new str) of kind->items[*k], or of the group starting there (*k moves to its
 * last member): `[-a | -b]`, or `(-a | -b)` when the group is required. */
static Value usage_part(Value parser, List *kind, int64_t *k) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  int64_t g = mutex_of(kind->items[*k]), run = g >= 0 ? group_run(actions_of(parser), kind, *k, g) : 0;
  if (run == 0) {
    usage_text(&sb, kind->items[*k], false);
  } else {
    Value req = field(parser, "_mutex");
    bool required = rt_is_list(req) && g < RT_AS(List, req)->n && rt_truthy(RT_AS(List, req)->items[g]);
    bool brackets = !required || run > 1;
    if (brackets) rt_sb_puts(&sb, required ? "(" : "[");
    for (int64_t n = 0; n < run; n++) {
      if (n) rt_sb_puts(&sb, " | ");
      usage_text(&sb, kind->items[*k + n], true);
    }
    *k += run - 1;
    if (brackets) rt_sb_puts(&sb, required ? ")" : "]");
  }
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* The usage parts of kind's actions appended to parts; their length with a space each. */
static int usage_parts(Value parser, List *kind, Value parts) {
  int total = 0;
  for (int64_t k = 0; k < kind->n; k++) {
    Value part = usage_part(parser, kind, &k);
    total += 1 + (int)RT_AS(Str, part)->nbytes;
    rt_list_append(parts, part);
    rt_decref(part);
  }
  return total;
}

/* The parser's optionals (positional false) or positionals, a new list. */
static Value actions_kind(Value parser, bool positional) {
  List *acts = actions_of(parser);
  Value l = rt_list_new(0);
  for (int64_t k = 0; k < acts->n; k++) {
    if (is_positional(acts->items[k]) == positional) rt_list_append(l, acts->items[k]);
  }
  return l;
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
  Value opt = rt_list_new(0), pos = rt_list_new(0), optacts = actions_kind(parser, false), posacts = rt_undef();
  int mark = rt_cleanup_push_value(&opt);
  rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&optacts);
  rt_cleanup_push_value(&posacts);
  posacts = actions_kind(parser, true);
  /* on one line a group may span options and positionals: the parts of both lists together */
  Value both = rt_binop(RT_OP_ADD, optacts, posacts), all = rt_undef();
  rt_cleanup_push_value(&both);
  rt_cleanup_push_value(&all);
  all = rt_list_new(0);
  int total = usage_parts(parser, RT_AS(List, both), all);
  const char *prog = prog_of(parser);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "usage: %s", prog);
  int indent = 7 + (int)strlen(prog) + 1;
  if (7 + (int)strlen(prog) + total <= WIDTH) {
    for (int64_t k = 0; k < RT_AS(List, all)->n; k++) rt_sb_printf(&sb, " %s", rt_str_data(RT_AS(List, all)->items[k]));
  } else {
    usage_parts(parser, RT_AS(List, optacts), opt);
    usage_parts(parser, RT_AS(List, posacts), pos); /* optionals wrapped after the prog, positionals from a line of their own */
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

static bool formatter_is(Value fc, Value cls) {
  return rt_is_class(fc) && rt_class_is_subclass(RT_AS(ClassObj, fc), RT_AS(ClassObj, cls));
}

static ApHelpStyle style_of(Value parser) {
  ApState *st = ap_state();
  Value fc = field(parser, "formatter_class");
  return (ApHelpStyle){.raw_description = formatter_is(fc, st->raw_description_class),
                       .raw_text = formatter_is(fc, st->raw_text_class),
                       .show_defaults = formatter_is(fc, st->defaults_class)};
}

/* ArgumentDefaultsHelpFormatter's addition to an action's help: for an option or an optional
 * positional ('?', '*') whose default is not SUPPRESS (as help's and version's are in CPython),
 * unless the help names it already. */
static bool adds_default(Value action, const char *help) {
  if (strstr(help, "%(default)") || is_suppress(aget(action, "default"))) return false;
  const char *act = astr(action, "action");
  if (strcmp(act, "help") == 0 || strcmp(act, "version") == 0) return false;
  if (!is_positional(action)) return true;
  int n = arity(action);
  return n == NARGS_OPTIONAL || n == NARGS_ZERO_OR_MORE;
}

/* help % {default, prog, dest, ...}: through str's % operator with the action's fields. */
static Value expand_help(Value parser, Value action) {
  Value help = aget(action, "help");
  int mark = rt_cleanup_push_value(&help);
  rt_incref(help);
  if (style_of(parser).show_defaults && adds_default(action, rt_str_data(help))) {
    Value more = rt_str_printf("%s (default: %%(default)s)", rt_str_data(help));
    rt_decref(help);
    help = more;
  }
  if (!strchr(rt_str_data(help), '%')) {
    rt_cleanup_pop(mark, false);
    return help;
  }
  Value d = rt_call(rt_builtin_lookup("dict"), 1, &action, NULL);
  rt_cleanup_push_value(&d);
  rt_dict_set_str(d, "prog", field(parser, "prog"));
  Value r = rt_binop(RT_OP_MOD, help, d);
  rt_cleanup_pop(mark, true);
  return r;
}

/* RawTextHelpFormatter's help: its lines as they are, each after the first `indent` spaces in. */
static void raw_lines(StrBuf *sb, const char *text, int indent) {
  bool first = true;
  for (const char *s = text; *s;) {
    const char *e = s;
    while (*e && *e != '\n' && *e != '\r') e++;
    if (!first) rt_sb_printf(sb, "\n%*s", indent, "");
    rt_sb_printf(sb, "%.*s", (int)(e - s), s);
    first = false;
    s = *e == '\r' && e[1] == '\n' ? e + 2 : *e ? e + 1 : e;
  }
}

/* RawDescriptionHelpFormatter's text: each line (its newline kept) after `indent` spaces. */
static void raw_text(StrBuf *sb, const char *text, int indent) {
  for (const char *s = text; *s;) {
    const char *e = s;
    while (*e && *e != '\n') e++;
    if (*e) e++;
    rt_sb_printf(sb, "%*s%.*s", indent, "", (int)(e - s), s);
    s = e;
  }
}

/* A string's blank test, as CPython's `help and help.strip()`. */
static bool blank(const char *s) {
  while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v') s++;
  return !*s;
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

/* A sub-command action's pseudo-actions (the add_parser calls with help=), or none. */
static List *subactions(Value action) {
  Value l = aget(action, "_choices_actions");
  return rt_is_list(l) ? RT_AS(List, l) : NULL;
}

/* One action's lines: its invocation `indent` columns in, its help from column help_pos (or on
 * the next line when the invocation is too wide); then its sub-commands', 2 columns further in. */
static void help_action(StrBuf *sb, Value parser, Value a, int indent, int help_pos) {
  Value inv = invocation(a), h = rt_undef();
  int mark = rt_cleanup_push_value(&inv);
  rt_cleanup_push_value(&h);
  int len = (int)RT_AS(Str, inv)->nbytes, action_width = help_pos - indent - 2;
  if (!rt_is_str(aget(a, "help")) || !RT_AS(Str, aget(a, "help"))->nbytes) {
    rt_sb_printf(sb, "%*s%s\n", indent, "", rt_str_data(inv));
  } else if (blank(astr(a, "help"))) { /* laid out as for a help, which then shows nothing */
    if (len <= action_width) rt_sb_printf(sb, "%*s%-*s  \n", indent, "", action_width, rt_str_data(inv));
    else rt_sb_printf(sb, "%*s%s\n", indent, "", rt_str_data(inv));
  } else {
    if (len <= action_width) rt_sb_printf(sb, "%*s%-*s  ", indent, "", action_width, rt_str_data(inv));
    else rt_sb_printf(sb, "%*s%s\n%*s", indent, "", rt_str_data(inv), help_pos, "");
    h = expand_help(parser, a);
    int width = WIDTH - help_pos > 11 ? WIDTH - help_pos : 11;
    if (style_of(parser).raw_text) raw_lines(sb, rt_str_data(h), help_pos);
    else fill(sb, rt_str_data(h), width, help_pos);
    rt_sb_puts(sb, "\n");
  }
  rt_cleanup_pop(mark, true);
  List *subs = subactions(a);
  for (int64_t k = 0; subs && k < subs->n; k++) help_action(sb, parser, subs->items[k], indent + 2, help_pos);
}

/* The widest invocation of a and its sub-commands, with their indents. */
static int invocation_width(Value a, int indent) {
  Value inv = invocation(a);
  int w = (int)RT_AS(Str, inv)->nbytes + indent;
  rt_decref(inv);
  List *subs = subactions(a);
  for (int64_t k = 0; subs && k < subs->n; k++) {
    int sw = invocation_width(subs->items[k], indent + 2);
    if (sw > w) w = sw;
  }
  return w;
}

static void help_section(StrBuf *sb, Value parser, const char *title, const char *desc, bool positional,
                         int64_t group, int help_pos) {
  List *acts = actions_of(parser);
  bool any = false;
  for (int64_t k = 0; k < acts->n; k++) any |= in_section(acts->items[k], positional, group);
  if (!any) return;
  rt_sb_printf(sb, "\n%s:\n", title);
  if (desc && *desc && style_of(parser).raw_description) {
    raw_text(sb, desc, 2);
    rt_sb_puts(sb, "\n\n");
  } else if (desc && *desc) {
    rt_sb_printf(sb, "  %s\n\n", desc);
  }
  for (int64_t k = 0; k < acts->n; k++) {
    if (in_section(acts->items[k], positional, group)) help_action(sb, parser, acts->items[k], 2, help_pos);
  }
}

/* CPython's last touch to the help: three newlines or more become two (raw text can hold
 * runs of them), and it ends in exactly one. */
static Value collapse_breaks(StrBuf *sb) {
  size_t w = 0, start = 0;
  while (start < sb->len && sb->data[start] == '\n') start++;
  for (size_t r = start; r < sb->len; r++) {
    if (sb->data[r] == '\n' && w >= 2 && sb->data[w - 1] == '\n' && sb->data[w - 2] == '\n') continue;
    sb->data[w++] = sb->data[r];
  }
  while (w > 0 && sb->data[w - 1] == '\n') w--;
  sb->len = w;
  rt_sb_putc(sb, '\n');
  return rt_sb_to_str(sb);
}

Value ap_format_help(Value parser) {
  List *acts = actions_of(parser);
  int longest = 0;
  for (int64_t k = 0; k < acts->n; k++) {
    int len = invocation_width(acts->items[k], 2);
    if (len > longest) longest = len;
  }
  int help_pos = longest + 2 < MAX_HELP ? longest + 2 : MAX_HELP;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value usage = ap_format_usage(parser);
  rt_sb_puts(&sb, rt_str_data(usage));
  rt_decref(usage);
  ApHelpStyle style = style_of(parser);
  Value desc = field(parser, "description");
  if (rt_is_str(desc)) {
    rt_sb_puts(&sb, "\n");
    if (style.raw_description) raw_text(&sb, rt_str_data(desc), 0);
    else fill(&sb, rt_str_data(desc), WIDTH, 0);
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
    if (style.raw_description) raw_text(&sb, rt_str_data(epilog), 0);
    else fill(&sb, rt_str_data(epilog), WIDTH, 0);
    rt_sb_puts(&sb, "\n");
  }
  rt_cleanup_pop(mark, false);
  return collapse_breaks(&sb);
}

/* "argument --n" names an option by its strings joined with '/', a positional by its metavar,
 * else its dest, else its choices `{a,b}`. */
Value ap_action_name(Value action) {
  if (is_positional(action)) {
    StrBuf sb;
    rt_sb_init(&sb);
    int mark = rt_sb_cleanup_push(&sb);
    Value m = aget(action, "metavar"), dest = aget(action, "dest");
    if (rt_is_str(m) && !is_suppress(m)) rt_sb_puts(&sb, rt_str_data(m));
    else if (!is_suppress(dest)) rt_sb_puts(&sb, rt_str_data(dest));
    else if (!rt_is_none(aget(action, "choices")) && !rt_is_str(m)) metavar(&sb, action, 0); /* {a,b} */
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

Value ap_usage_positionals(Value parser) {
  Value posacts = actions_kind(parser, true), parts = rt_undef();
  int mark = rt_cleanup_push_value(&posacts);
  rt_cleanup_push_value(&parts);
  parts = rt_list_new(0);
  usage_parts(parser, RT_AS(List, posacts), parts);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, prog_of(parser));
  for (int64_t k = 0; k < RT_AS(List, parts)->n; k++) rt_sb_printf(&sb, " %s", rt_str_data(RT_AS(List, parts)->items[k]));
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}
