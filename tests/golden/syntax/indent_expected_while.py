while True:
break
# expect error: IndentationError: expected an indented block after 'while' statement on line 1
