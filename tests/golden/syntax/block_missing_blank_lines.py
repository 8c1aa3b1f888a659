if x:


# expect error: IndentationError: expected an indented block after 'if' statement on line 1
