/* parser.h — tokens to the syntax tree (ast.h), for the whole Weft subset. Constructs outside
 * the subset are parsed far enough to report "X is not supported in Weft" and to recover. */
#ifndef WEFT_FRONT_PARSER_H
#define WEFT_FRONT_PARSER_H

#include "ast.h"
#include "diag.h"
#include "lexer.h"

/* Parse a whole module. Errors go to d (the tree is still returned, possibly partial). Nesting
 * deeper than max_depth (depth.h's vm_parse_depth_limit) is the too-deep error. */
AstModule *vm_parse(const LexResult *lex, Diag *d, Arena *a, int max_depth);

#endif
