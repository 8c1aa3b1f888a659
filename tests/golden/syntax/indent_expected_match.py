x = 1
match x:
    case 1:
        pass
match x:
print(1)
# expect error: IndentationError: expected an indented block after 'match' statement on line 5
