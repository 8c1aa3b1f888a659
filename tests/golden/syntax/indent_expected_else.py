x = 1
if x:
    pass
else:
print(1)
# expect error: IndentationError: expected an indented block after 'else' statement on line 4
