# Nested same quotes in a call inside an f-string: the '(' is left open (CPython 3.11).
name = "x"
print(f"Hello {name.replace("x", "y")}")
# expect error: SyntaxError: f-string: unmatched '('
