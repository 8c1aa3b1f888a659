with open('f') as f:
pass
# expect error: IndentationError: expected an indented block after 'with' statement on line 1
