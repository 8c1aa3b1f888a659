def f():
return 1
# expect error: IndentationError: expected an indented block after function definition on line 1
