# Python 3.12's nested same quotes in an f-string are an error in 3.11: the string ends at the
# inner quote and the expression's bracket is left open.
d = {"k": 1}
print(f"{d["k"]}")
# expect error: SyntaxError: f-string: unmatched '['
