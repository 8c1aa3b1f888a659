for i in range(2):
print(i)
# expect error: IndentationError: expected an indented block after 'for' statement on line 1
