x = 1
if x:
print(x)
# expect error: IndentationError: expected an indented block after 'if' statement on line 2
