class A:
pass
# expect error: IndentationError: expected an indented block after class definition on line 1
