try:
x = 1
except:
    pass
# expect error: IndentationError: expected an indented block after 'try' statement on line 1
