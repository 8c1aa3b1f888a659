def f(x):
# expect error: IndentationError: expected an indented block after function definition on line 1
