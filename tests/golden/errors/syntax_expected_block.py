for i in range(3):
print(i)
# expect error: IndentationError: expected an indented block after 'for' statement on line 1
