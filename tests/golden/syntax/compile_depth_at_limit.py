# The deepest trees CPython compiles in a file: 3000 levels counting the statement (an expression
# statement, an assignment, an if with 2996 elifs)
x = ----------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------1
print(x)
y = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1
print(y)
print(not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not 0)
z = 2
if z == -1:
    w = 0
elif z == 0:
    w = 0
elif z == 1:
    w = 1
elif z == 2:
    w = 2
elif z == 3:
    w = 3
elif z == 4:
    w = 4
elif z == 5:
    w = 5
elif z == 6:
    w = 6
elif z == 7:
    w = 7
elif z == 8:
    w = 8
elif z == 9:
    w = 9
elif z == 10:
    w = 10
elif z == 11:
    w = 11
elif z == 12:
    w = 12
elif z == 13:
    w = 13
elif z == 14:
    w = 14
elif z == 15:
    w = 15
elif z == 16:
    w = 16
elif z == 17:
    w = 17
elif z == 18:
    w = 18
elif z == 19:
    w = 19
elif z == 20:
    w = 20
elif z == 21:
    w = 21
elif z == 22:
    w = 22
elif z == 23:
    w = 23
elif z == 24:
    w = 24
elif z == 25:
    w = 25
elif z == 26:
    w = 26
elif z == 27:
    w = 27
elif z == 28:
    w = 28
elif z == 29:
    w = 29
elif z == 30:
    w = 30
elif z == 31:
    w = 31
elif z == 32:
    w = 32
elif z == 33:
    w = 33
elif z == 34:
    w = 34
elif z == 35:
    w = 35
elif z == 36:
    w = 36
elif z == 37:
    w = 37
elif z == 38:
    w = 38
elif z == 39:
    w = 39
elif z == 40:
    w = 40
elif z == 41:
    w = 41
elif z == 42:
    w = 42
elif z == 43:
    w = 43
elif z == 44:
    w = 44
elif z == 45:
    w = 45
elif z == 46:
    w = 46
elif z == 47:
    w = 47
elif z == 48:
    w = 48
elif z == 49:
    w = 49
elif z == 50:
    w = 50
elif z == 51:
    w = 51
elif z == 52:
    w = 52
elif z == 53:
    w = 53
elif z == 54:
    w = 54
elif z == 55:
    w = 55
elif z == 56:
    w = 56
elif z == 57:
    w = 57
elif z == 58:
    w = 58
elif z == 59:
    w = 59
elif z == 60:
    w = 60
elif z == 61:
    w = 61
elif z == 62:
    w = 62
elif z == 63:
    w = 63
elif z == 64:
    w = 64
elif z == 65:
    w = 65
elif z == 66:
    w = 66
elif z == 67:
    w = 67
elif z == 68:
    w = 68
elif z == 69:
    w = 69
elif z == 70:
    w = 70
elif z == 71:
    w = 71
elif z == 72:
    w = 72
elif z == 73:
    w = 73
elif z == 74:
    w = 74
elif z == 75:
    w = 75
elif z == 76:
    w = 76
elif z == 77:
    w = 77
elif z == 78:
    w = 78
elif z == 79:
    w = 79
elif z == 80:
    w = 80
elif z == 81:
    w = 81
elif z == 82:
    w = 82
elif z == 83:
    w = 83
elif z == 84:
    w = 84
elif z == 85:
    w = 85
elif z == 86:
    w = 86
elif z == 87:
    w = 87
elif z == 88:
    w = 88
elif z == 89:
    w = 89
elif z == 90:
    w = 90
elif z == 91:
    w = 91
elif z == 92:
    w = 92
elif z == 93:
    w = 93
elif z == 94:
    w = 94
elif z == 95:
    w = 95
elif z == 96:
    w = 96
elif z == 97:
    w = 97
elif z == 98:
    w = 98
elif z == 99:
    w = 99
elif z == 100:
    w = 100
elif z == 101:
    w = 101
elif z == 102:
    w = 102
elif z == 103:
    w = 103
elif z == 104:
    w = 104
elif z == 105:
    w = 105
elif z == 106:
    w = 106
elif z == 107:
    w = 107
elif z == 108:
    w = 108
elif z == 109:
    w = 109
elif z == 110:
    w = 110
elif z == 111:
    w = 111
elif z == 112:
    w = 112
elif z == 113:
    w = 113
elif z == 114:
    w = 114
elif z == 115:
    w = 115
elif z == 116:
    w = 116
elif z == 117:
    w = 117
elif z == 118:
    w = 118
elif z == 119:
    w = 119
elif z == 120:
    w = 120
elif z == 121:
    w = 121
elif z == 122:
    w = 122
elif z == 123:
    w = 123
elif z == 124:
    w = 124
elif z == 125:
    w = 125
elif z == 126:
    w = 126
elif z == 127:
    w = 127
elif z == 128:
    w = 128
elif z == 129:
    w = 129
elif z == 130:
    w = 130
elif z == 131:
    w = 131
elif z == 132:
    w = 132
elif z == 133:
    w = 133
elif z == 134:
    w = 134
elif z == 135:
    w = 135
elif z == 136:
    w = 136
elif z == 137:
    w = 137
elif z == 138:
    w = 138
elif z == 139:
    w = 139
elif z == 140:
    w = 140
elif z == 141:
    w = 141
elif z == 142:
    w = 142
elif z == 143:
    w = 143
elif z == 144:
    w = 144
elif z == 145:
    w = 145
elif z == 146:
    w = 146
elif z == 147:
    w = 147
elif z == 148:
    w = 148
elif z == 149:
    w = 149
elif z == 150:
    w = 150
elif z == 151:
    w = 151
elif z == 152:
    w = 152
elif z == 153:
    w = 153
elif z == 154:
    w = 154
elif z == 155:
    w = 155
elif z == 156:
    w = 156
elif z == 157:
    w = 157
elif z == 158:
    w = 158
elif z == 159:
    w = 159
elif z == 160:
    w = 160
elif z == 161:
    w = 161
elif z == 162:
    w = 162
elif z == 163:
    w = 163
elif z == 164:
    w = 164
elif z == 165:
    w = 165
elif z == 166:
    w = 166
elif z == 167:
    w = 167
elif z == 168:
    w = 168
elif z == 169:
    w = 169
elif z == 170:
    w = 170
elif z == 171:
    w = 171
elif z == 172:
    w = 172
elif z == 173:
    w = 173
elif z == 174:
    w = 174
elif z == 175:
    w = 175
elif z == 176:
    w = 176
elif z == 177:
    w = 177
elif z == 178:
    w = 178
elif z == 179:
    w = 179
elif z == 180:
    w = 180
elif z == 181:
    w = 181
elif z == 182:
    w = 182
elif z == 183:
    w = 183
elif z == 184:
    w = 184
elif z == 185:
    w = 185
elif z == 186:
    w = 186
elif z == 187:
    w = 187
elif z == 188:
    w = 188
elif z == 189:
    w = 189
elif z == 190:
    w = 190
elif z == 191:
    w = 191
elif z == 192:
    w = 192
elif z == 193:
    w = 193
elif z == 194:
    w = 194
elif z == 195:
    w = 195
elif z == 196:
    w = 196
elif z == 197:
    w = 197
elif z == 198:
    w = 198
elif z == 199:
    w = 199
elif z == 200:
    w = 200
elif z == 201:
    w = 201
elif z == 202:
    w = 202
elif z == 203:
    w = 203
elif z == 204:
    w = 204
elif z == 205:
    w = 205
elif z == 206:
    w = 206
elif z == 207:
    w = 207
elif z == 208:
    w = 208
elif z == 209:
    w = 209
elif z == 210:
    w = 210
elif z == 211:
    w = 211
elif z == 212:
    w = 212
elif z == 213:
    w = 213
elif z == 214:
    w = 214
elif z == 215:
    w = 215
elif z == 216:
    w = 216
elif z == 217:
    w = 217
elif z == 218:
    w = 218
elif z == 219:
    w = 219
elif z == 220:
    w = 220
elif z == 221:
    w = 221
elif z == 222:
    w = 222
elif z == 223:
    w = 223
elif z == 224:
    w = 224
elif z == 225:
    w = 225
elif z == 226:
    w = 226
elif z == 227:
    w = 227
elif z == 228:
    w = 228
elif z == 229:
    w = 229
elif z == 230:
    w = 230
elif z == 231:
    w = 231
elif z == 232:
    w = 232
elif z == 233:
    w = 233
elif z == 234:
    w = 234
elif z == 235:
    w = 235
elif z == 236:
    w = 236
elif z == 237:
    w = 237
elif z == 238:
    w = 238
elif z == 239:
    w = 239
elif z == 240:
    w = 240
elif z == 241:
    w = 241
elif z == 242:
    w = 242
elif z == 243:
    w = 243
elif z == 244:
    w = 244
elif z == 245:
    w = 245
elif z == 246:
    w = 246
elif z == 247:
    w = 247
elif z == 248:
    w = 248
elif z == 249:
    w = 249
elif z == 250:
    w = 250
elif z == 251:
    w = 251
elif z == 252:
    w = 252
elif z == 253:
    w = 253
elif z == 254:
    w = 254
elif z == 255:
    w = 255
elif z == 256:
    w = 256
elif z == 257:
    w = 257
elif z == 258:
    w = 258
elif z == 259:
    w = 259
elif z == 260:
    w = 260
elif z == 261:
    w = 261
elif z == 262:
    w = 262
elif z == 263:
    w = 263
elif z == 264:
    w = 264
elif z == 265:
    w = 265
elif z == 266:
    w = 266
elif z == 267:
    w = 267
elif z == 268:
    w = 268
elif z == 269:
    w = 269
elif z == 270:
    w = 270
elif z == 271:
    w = 271
elif z == 272:
    w = 272
elif z == 273:
    w = 273
elif z == 274:
    w = 274
elif z == 275:
    w = 275
elif z == 276:
    w = 276
elif z == 277:
    w = 277
elif z == 278:
    w = 278
elif z == 279:
    w = 279
elif z == 280:
    w = 280
elif z == 281:
    w = 281
elif z == 282:
    w = 282
elif z == 283:
    w = 283
elif z == 284:
    w = 284
elif z == 285:
    w = 285
elif z == 286:
    w = 286
elif z == 287:
    w = 287
elif z == 288:
    w = 288
elif z == 289:
    w = 289
elif z == 290:
    w = 290
elif z == 291:
    w = 291
elif z == 292:
    w = 292
elif z == 293:
    w = 293
elif z == 294:
    w = 294
elif z == 295:
    w = 295
elif z == 296:
    w = 296
elif z == 297:
    w = 297
elif z == 298:
    w = 298
elif z == 299:
    w = 299
elif z == 300:
    w = 300
elif z == 301:
    w = 301
elif z == 302:
    w = 302
elif z == 303:
    w = 303
elif z == 304:
    w = 304
elif z == 305:
    w = 305
elif z == 306:
    w = 306
elif z == 307:
    w = 307
elif z == 308:
    w = 308
elif z == 309:
    w = 309
elif z == 310:
    w = 310
elif z == 311:
    w = 311
elif z == 312:
    w = 312
elif z == 313:
    w = 313
elif z == 314:
    w = 314
elif z == 315:
    w = 315
elif z == 316:
    w = 316
elif z == 317:
    w = 317
elif z == 318:
    w = 318
elif z == 319:
    w = 319
elif z == 320:
    w = 320
elif z == 321:
    w = 321
elif z == 322:
    w = 322
elif z == 323:
    w = 323
elif z == 324:
    w = 324
elif z == 325:
    w = 325
elif z == 326:
    w = 326
elif z == 327:
    w = 327
elif z == 328:
    w = 328
elif z == 329:
    w = 329
elif z == 330:
    w = 330
elif z == 331:
    w = 331
elif z == 332:
    w = 332
elif z == 333:
    w = 333
elif z == 334:
    w = 334
elif z == 335:
    w = 335
elif z == 336:
    w = 336
elif z == 337:
    w = 337
elif z == 338:
    w = 338
elif z == 339:
    w = 339
elif z == 340:
    w = 340
elif z == 341:
    w = 341
elif z == 342:
    w = 342
elif z == 343:
    w = 343
elif z == 344:
    w = 344
elif z == 345:
    w = 345
elif z == 346:
    w = 346
elif z == 347:
    w = 347
elif z == 348:
    w = 348
elif z == 349:
    w = 349
elif z == 350:
    w = 350
elif z == 351:
    w = 351
elif z == 352:
    w = 352
elif z == 353:
    w = 353
elif z == 354:
    w = 354
elif z == 355:
    w = 355
elif z == 356:
    w = 356
elif z == 357:
    w = 357
elif z == 358:
    w = 358
elif z == 359:
    w = 359
elif z == 360:
    w = 360
elif z == 361:
    w = 361
elif z == 362:
    w = 362
elif z == 363:
    w = 363
elif z == 364:
    w = 364
elif z == 365:
    w = 365
elif z == 366:
    w = 366
elif z == 367:
    w = 367
elif z == 368:
    w = 368
elif z == 369:
    w = 369
elif z == 370:
    w = 370
elif z == 371:
    w = 371
elif z == 372:
    w = 372
elif z == 373:
    w = 373
elif z == 374:
    w = 374
elif z == 375:
    w = 375
elif z == 376:
    w = 376
elif z == 377:
    w = 377
elif z == 378:
    w = 378
elif z == 379:
    w = 379
elif z == 380:
    w = 380
elif z == 381:
    w = 381
elif z == 382:
    w = 382
elif z == 383:
    w = 383
elif z == 384:
    w = 384
elif z == 385:
    w = 385
elif z == 386:
    w = 386
elif z == 387:
    w = 387
elif z == 388:
    w = 388
elif z == 389:
    w = 389
elif z == 390:
    w = 390
elif z == 391:
    w = 391
elif z == 392:
    w = 392
elif z == 393:
    w = 393
elif z == 394:
    w = 394
elif z == 395:
    w = 395
elif z == 396:
    w = 396
elif z == 397:
    w = 397
elif z == 398:
    w = 398
elif z == 399:
    w = 399
elif z == 400:
    w = 400
elif z == 401:
    w = 401
elif z == 402:
    w = 402
elif z == 403:
    w = 403
elif z == 404:
    w = 404
elif z == 405:
    w = 405
elif z == 406:
    w = 406
elif z == 407:
    w = 407
elif z == 408:
    w = 408
elif z == 409:
    w = 409
elif z == 410:
    w = 410
elif z == 411:
    w = 411
elif z == 412:
    w = 412
elif z == 413:
    w = 413
elif z == 414:
    w = 414
elif z == 415:
    w = 415
elif z == 416:
    w = 416
elif z == 417:
    w = 417
elif z == 418:
    w = 418
elif z == 419:
    w = 419
elif z == 420:
    w = 420
elif z == 421:
    w = 421
elif z == 422:
    w = 422
elif z == 423:
    w = 423
elif z == 424:
    w = 424
elif z == 425:
    w = 425
elif z == 426:
    w = 426
elif z == 427:
    w = 427
elif z == 428:
    w = 428
elif z == 429:
    w = 429
elif z == 430:
    w = 430
elif z == 431:
    w = 431
elif z == 432:
    w = 432
elif z == 433:
    w = 433
elif z == 434:
    w = 434
elif z == 435:
    w = 435
elif z == 436:
    w = 436
elif z == 437:
    w = 437
elif z == 438:
    w = 438
elif z == 439:
    w = 439
elif z == 440:
    w = 440
elif z == 441:
    w = 441
elif z == 442:
    w = 442
elif z == 443:
    w = 443
elif z == 444:
    w = 444
elif z == 445:
    w = 445
elif z == 446:
    w = 446
elif z == 447:
    w = 447
elif z == 448:
    w = 448
elif z == 449:
    w = 449
elif z == 450:
    w = 450
elif z == 451:
    w = 451
elif z == 452:
    w = 452
elif z == 453:
    w = 453
elif z == 454:
    w = 454
elif z == 455:
    w = 455
elif z == 456:
    w = 456
elif z == 457:
    w = 457
elif z == 458:
    w = 458
elif z == 459:
    w = 459
elif z == 460:
    w = 460
elif z == 461:
    w = 461
elif z == 462:
    w = 462
elif z == 463:
    w = 463
elif z == 464:
    w = 464
elif z == 465:
    w = 465
elif z == 466:
    w = 466
elif z == 467:
    w = 467
elif z == 468:
    w = 468
elif z == 469:
    w = 469
elif z == 470:
    w = 470
elif z == 471:
    w = 471
elif z == 472:
    w = 472
elif z == 473:
    w = 473
elif z == 474:
    w = 474
elif z == 475:
    w = 475
elif z == 476:
    w = 476
elif z == 477:
    w = 477
elif z == 478:
    w = 478
elif z == 479:
    w = 479
elif z == 480:
    w = 480
elif z == 481:
    w = 481
elif z == 482:
    w = 482
elif z == 483:
    w = 483
elif z == 484:
    w = 484
elif z == 485:
    w = 485
elif z == 486:
    w = 486
elif z == 487:
    w = 487
elif z == 488:
    w = 488
elif z == 489:
    w = 489
elif z == 490:
    w = 490
elif z == 491:
    w = 491
elif z == 492:
    w = 492
elif z == 493:
    w = 493
elif z == 494:
    w = 494
elif z == 495:
    w = 495
elif z == 496:
    w = 496
elif z == 497:
    w = 497
elif z == 498:
    w = 498
elif z == 499:
    w = 499
elif z == 500:
    w = 500
elif z == 501:
    w = 501
elif z == 502:
    w = 502
elif z == 503:
    w = 503
elif z == 504:
    w = 504
elif z == 505:
    w = 505
elif z == 506:
    w = 506
elif z == 507:
    w = 507
elif z == 508:
    w = 508
elif z == 509:
    w = 509
elif z == 510:
    w = 510
elif z == 511:
    w = 511
elif z == 512:
    w = 512
elif z == 513:
    w = 513
elif z == 514:
    w = 514
elif z == 515:
    w = 515
elif z == 516:
    w = 516
elif z == 517:
    w = 517
elif z == 518:
    w = 518
elif z == 519:
    w = 519
elif z == 520:
    w = 520
elif z == 521:
    w = 521
elif z == 522:
    w = 522
elif z == 523:
    w = 523
elif z == 524:
    w = 524
elif z == 525:
    w = 525
elif z == 526:
    w = 526
elif z == 527:
    w = 527
elif z == 528:
    w = 528
elif z == 529:
    w = 529
elif z == 530:
    w = 530
elif z == 531:
    w = 531
elif z == 532:
    w = 532
elif z == 533:
    w = 533
elif z == 534:
    w = 534
elif z == 535:
    w = 535
elif z == 536:
    w = 536
elif z == 537:
    w = 537
elif z == 538:
    w = 538
elif z == 539:
    w = 539
elif z == 540:
    w = 540
elif z == 541:
    w = 541
elif z == 542:
    w = 542
elif z == 543:
    w = 543
elif z == 544:
    w = 544
elif z == 545:
    w = 545
elif z == 546:
    w = 546
elif z == 547:
    w = 547
elif z == 548:
    w = 548
elif z == 549:
    w = 549
elif z == 550:
    w = 550
elif z == 551:
    w = 551
elif z == 552:
    w = 552
elif z == 553:
    w = 553
elif z == 554:
    w = 554
elif z == 555:
    w = 555
elif z == 556:
    w = 556
elif z == 557:
    w = 557
elif z == 558:
    w = 558
elif z == 559:
    w = 559
elif z == 560:
    w = 560
elif z == 561:
    w = 561
elif z == 562:
    w = 562
elif z == 563:
    w = 563
elif z == 564:
    w = 564
elif z == 565:
    w = 565
elif z == 566:
    w = 566
elif z == 567:
    w = 567
elif z == 568:
    w = 568
elif z == 569:
    w = 569
elif z == 570:
    w = 570
elif z == 571:
    w = 571
elif z == 572:
    w = 572
elif z == 573:
    w = 573
elif z == 574:
    w = 574
elif z == 575:
    w = 575
elif z == 576:
    w = 576
elif z == 577:
    w = 577
elif z == 578:
    w = 578
elif z == 579:
    w = 579
elif z == 580:
    w = 580
elif z == 581:
    w = 581
elif z == 582:
    w = 582
elif z == 583:
    w = 583
elif z == 584:
    w = 584
elif z == 585:
    w = 585
elif z == 586:
    w = 586
elif z == 587:
    w = 587
elif z == 588:
    w = 588
elif z == 589:
    w = 589
elif z == 590:
    w = 590
elif z == 591:
    w = 591
elif z == 592:
    w = 592
elif z == 593:
    w = 593
elif z == 594:
    w = 594
elif z == 595:
    w = 595
elif z == 596:
    w = 596
elif z == 597:
    w = 597
elif z == 598:
    w = 598
elif z == 599:
    w = 599
elif z == 600:
    w = 600
elif z == 601:
    w = 601
elif z == 602:
    w = 602
elif z == 603:
    w = 603
elif z == 604:
    w = 604
elif z == 605:
    w = 605
elif z == 606:
    w = 606
elif z == 607:
    w = 607
elif z == 608:
    w = 608
elif z == 609:
    w = 609
elif z == 610:
    w = 610
elif z == 611:
    w = 611
elif z == 612:
    w = 612
elif z == 613:
    w = 613
elif z == 614:
    w = 614
elif z == 615:
    w = 615
elif z == 616:
    w = 616
elif z == 617:
    w = 617
elif z == 618:
    w = 618
elif z == 619:
    w = 619
elif z == 620:
    w = 620
elif z == 621:
    w = 621
elif z == 622:
    w = 622
elif z == 623:
    w = 623
elif z == 624:
    w = 624
elif z == 625:
    w = 625
elif z == 626:
    w = 626
elif z == 627:
    w = 627
elif z == 628:
    w = 628
elif z == 629:
    w = 629
elif z == 630:
    w = 630
elif z == 631:
    w = 631
elif z == 632:
    w = 632
elif z == 633:
    w = 633
elif z == 634:
    w = 634
elif z == 635:
    w = 635
elif z == 636:
    w = 636
elif z == 637:
    w = 637
elif z == 638:
    w = 638
elif z == 639:
    w = 639
elif z == 640:
    w = 640
elif z == 641:
    w = 641
elif z == 642:
    w = 642
elif z == 643:
    w = 643
elif z == 644:
    w = 644
elif z == 645:
    w = 645
elif z == 646:
    w = 646
elif z == 647:
    w = 647
elif z == 648:
    w = 648
elif z == 649:
    w = 649
elif z == 650:
    w = 650
elif z == 651:
    w = 651
elif z == 652:
    w = 652
elif z == 653:
    w = 653
elif z == 654:
    w = 654
elif z == 655:
    w = 655
elif z == 656:
    w = 656
elif z == 657:
    w = 657
elif z == 658:
    w = 658
elif z == 659:
    w = 659
elif z == 660:
    w = 660
elif z == 661:
    w = 661
elif z == 662:
    w = 662
elif z == 663:
    w = 663
elif z == 664:
    w = 664
elif z == 665:
    w = 665
elif z == 666:
    w = 666
elif z == 667:
    w = 667
elif z == 668:
    w = 668
elif z == 669:
    w = 669
elif z == 670:
    w = 670
elif z == 671:
    w = 671
elif z == 672:
    w = 672
elif z == 673:
    w = 673
elif z == 674:
    w = 674
elif z == 675:
    w = 675
elif z == 676:
    w = 676
elif z == 677:
    w = 677
elif z == 678:
    w = 678
elif z == 679:
    w = 679
elif z == 680:
    w = 680
elif z == 681:
    w = 681
elif z == 682:
    w = 682
elif z == 683:
    w = 683
elif z == 684:
    w = 684
elif z == 685:
    w = 685
elif z == 686:
    w = 686
elif z == 687:
    w = 687
elif z == 688:
    w = 688
elif z == 689:
    w = 689
elif z == 690:
    w = 690
elif z == 691:
    w = 691
elif z == 692:
    w = 692
elif z == 693:
    w = 693
elif z == 694:
    w = 694
elif z == 695:
    w = 695
elif z == 696:
    w = 696
elif z == 697:
    w = 697
elif z == 698:
    w = 698
elif z == 699:
    w = 699
elif z == 700:
    w = 700
elif z == 701:
    w = 701
elif z == 702:
    w = 702
elif z == 703:
    w = 703
elif z == 704:
    w = 704
elif z == 705:
    w = 705
elif z == 706:
    w = 706
elif z == 707:
    w = 707
elif z == 708:
    w = 708
elif z == 709:
    w = 709
elif z == 710:
    w = 710
elif z == 711:
    w = 711
elif z == 712:
    w = 712
elif z == 713:
    w = 713
elif z == 714:
    w = 714
elif z == 715:
    w = 715
elif z == 716:
    w = 716
elif z == 717:
    w = 717
elif z == 718:
    w = 718
elif z == 719:
    w = 719
elif z == 720:
    w = 720
elif z == 721:
    w = 721
elif z == 722:
    w = 722
elif z == 723:
    w = 723
elif z == 724:
    w = 724
elif z == 725:
    w = 725
elif z == 726:
    w = 726
elif z == 727:
    w = 727
elif z == 728:
    w = 728
elif z == 729:
    w = 729
elif z == 730:
    w = 730
elif z == 731:
    w = 731
elif z == 732:
    w = 732
elif z == 733:
    w = 733
elif z == 734:
    w = 734
elif z == 735:
    w = 735
elif z == 736:
    w = 736
elif z == 737:
    w = 737
elif z == 738:
    w = 738
elif z == 739:
    w = 739
elif z == 740:
    w = 740
elif z == 741:
    w = 741
elif z == 742:
    w = 742
elif z == 743:
    w = 743
elif z == 744:
    w = 744
elif z == 745:
    w = 745
elif z == 746:
    w = 746
elif z == 747:
    w = 747
elif z == 748:
    w = 748
elif z == 749:
    w = 749
elif z == 750:
    w = 750
elif z == 751:
    w = 751
elif z == 752:
    w = 752
elif z == 753:
    w = 753
elif z == 754:
    w = 754
elif z == 755:
    w = 755
elif z == 756:
    w = 756
elif z == 757:
    w = 757
elif z == 758:
    w = 758
elif z == 759:
    w = 759
elif z == 760:
    w = 760
elif z == 761:
    w = 761
elif z == 762:
    w = 762
elif z == 763:
    w = 763
elif z == 764:
    w = 764
elif z == 765:
    w = 765
elif z == 766:
    w = 766
elif z == 767:
    w = 767
elif z == 768:
    w = 768
elif z == 769:
    w = 769
elif z == 770:
    w = 770
elif z == 771:
    w = 771
elif z == 772:
    w = 772
elif z == 773:
    w = 773
elif z == 774:
    w = 774
elif z == 775:
    w = 775
elif z == 776:
    w = 776
elif z == 777:
    w = 777
elif z == 778:
    w = 778
elif z == 779:
    w = 779
elif z == 780:
    w = 780
elif z == 781:
    w = 781
elif z == 782:
    w = 782
elif z == 783:
    w = 783
elif z == 784:
    w = 784
elif z == 785:
    w = 785
elif z == 786:
    w = 786
elif z == 787:
    w = 787
elif z == 788:
    w = 788
elif z == 789:
    w = 789
elif z == 790:
    w = 790
elif z == 791:
    w = 791
elif z == 792:
    w = 792
elif z == 793:
    w = 793
elif z == 794:
    w = 794
elif z == 795:
    w = 795
elif z == 796:
    w = 796
elif z == 797:
    w = 797
elif z == 798:
    w = 798
elif z == 799:
    w = 799
elif z == 800:
    w = 800
elif z == 801:
    w = 801
elif z == 802:
    w = 802
elif z == 803:
    w = 803
elif z == 804:
    w = 804
elif z == 805:
    w = 805
elif z == 806:
    w = 806
elif z == 807:
    w = 807
elif z == 808:
    w = 808
elif z == 809:
    w = 809
elif z == 810:
    w = 810
elif z == 811:
    w = 811
elif z == 812:
    w = 812
elif z == 813:
    w = 813
elif z == 814:
    w = 814
elif z == 815:
    w = 815
elif z == 816:
    w = 816
elif z == 817:
    w = 817
elif z == 818:
    w = 818
elif z == 819:
    w = 819
elif z == 820:
    w = 820
elif z == 821:
    w = 821
elif z == 822:
    w = 822
elif z == 823:
    w = 823
elif z == 824:
    w = 824
elif z == 825:
    w = 825
elif z == 826:
    w = 826
elif z == 827:
    w = 827
elif z == 828:
    w = 828
elif z == 829:
    w = 829
elif z == 830:
    w = 830
elif z == 831:
    w = 831
elif z == 832:
    w = 832
elif z == 833:
    w = 833
elif z == 834:
    w = 834
elif z == 835:
    w = 835
elif z == 836:
    w = 836
elif z == 837:
    w = 837
elif z == 838:
    w = 838
elif z == 839:
    w = 839
elif z == 840:
    w = 840
elif z == 841:
    w = 841
elif z == 842:
    w = 842
elif z == 843:
    w = 843
elif z == 844:
    w = 844
elif z == 845:
    w = 845
elif z == 846:
    w = 846
elif z == 847:
    w = 847
elif z == 848:
    w = 848
elif z == 849:
    w = 849
elif z == 850:
    w = 850
elif z == 851:
    w = 851
elif z == 852:
    w = 852
elif z == 853:
    w = 853
elif z == 854:
    w = 854
elif z == 855:
    w = 855
elif z == 856:
    w = 856
elif z == 857:
    w = 857
elif z == 858:
    w = 858
elif z == 859:
    w = 859
elif z == 860:
    w = 860
elif z == 861:
    w = 861
elif z == 862:
    w = 862
elif z == 863:
    w = 863
elif z == 864:
    w = 864
elif z == 865:
    w = 865
elif z == 866:
    w = 866
elif z == 867:
    w = 867
elif z == 868:
    w = 868
elif z == 869:
    w = 869
elif z == 870:
    w = 870
elif z == 871:
    w = 871
elif z == 872:
    w = 872
elif z == 873:
    w = 873
elif z == 874:
    w = 874
elif z == 875:
    w = 875
elif z == 876:
    w = 876
elif z == 877:
    w = 877
elif z == 878:
    w = 878
elif z == 879:
    w = 879
elif z == 880:
    w = 880
elif z == 881:
    w = 881
elif z == 882:
    w = 882
elif z == 883:
    w = 883
elif z == 884:
    w = 884
elif z == 885:
    w = 885
elif z == 886:
    w = 886
elif z == 887:
    w = 887
elif z == 888:
    w = 888
elif z == 889:
    w = 889
elif z == 890:
    w = 890
elif z == 891:
    w = 891
elif z == 892:
    w = 892
elif z == 893:
    w = 893
elif z == 894:
    w = 894
elif z == 895:
    w = 895
elif z == 896:
    w = 896
elif z == 897:
    w = 897
elif z == 898:
    w = 898
elif z == 899:
    w = 899
elif z == 900:
    w = 900
elif z == 901:
    w = 901
elif z == 902:
    w = 902
elif z == 903:
    w = 903
elif z == 904:
    w = 904
elif z == 905:
    w = 905
elif z == 906:
    w = 906
elif z == 907:
    w = 907
elif z == 908:
    w = 908
elif z == 909:
    w = 909
elif z == 910:
    w = 910
elif z == 911:
    w = 911
elif z == 912:
    w = 912
elif z == 913:
    w = 913
elif z == 914:
    w = 914
elif z == 915:
    w = 915
elif z == 916:
    w = 916
elif z == 917:
    w = 917
elif z == 918:
    w = 918
elif z == 919:
    w = 919
elif z == 920:
    w = 920
elif z == 921:
    w = 921
elif z == 922:
    w = 922
elif z == 923:
    w = 923
elif z == 924:
    w = 924
elif z == 925:
    w = 925
elif z == 926:
    w = 926
elif z == 927:
    w = 927
elif z == 928:
    w = 928
elif z == 929:
    w = 929
elif z == 930:
    w = 930
elif z == 931:
    w = 931
elif z == 932:
    w = 932
elif z == 933:
    w = 933
elif z == 934:
    w = 934
elif z == 935:
    w = 935
elif z == 936:
    w = 936
elif z == 937:
    w = 937
elif z == 938:
    w = 938
elif z == 939:
    w = 939
elif z == 940:
    w = 940
elif z == 941:
    w = 941
elif z == 942:
    w = 942
elif z == 943:
    w = 943
elif z == 944:
    w = 944
elif z == 945:
    w = 945
elif z == 946:
    w = 946
elif z == 947:
    w = 947
elif z == 948:
    w = 948
elif z == 949:
    w = 949
elif z == 950:
    w = 950
elif z == 951:
    w = 951
elif z == 952:
    w = 952
elif z == 953:
    w = 953
elif z == 954:
    w = 954
elif z == 955:
    w = 955
elif z == 956:
    w = 956
elif z == 957:
    w = 957
elif z == 958:
    w = 958
elif z == 959:
    w = 959
elif z == 960:
    w = 960
elif z == 961:
    w = 961
elif z == 962:
    w = 962
elif z == 963:
    w = 963
elif z == 964:
    w = 964
elif z == 965:
    w = 965
elif z == 966:
    w = 966
elif z == 967:
    w = 967
elif z == 968:
    w = 968
elif z == 969:
    w = 969
elif z == 970:
    w = 970
elif z == 971:
    w = 971
elif z == 972:
    w = 972
elif z == 973:
    w = 973
elif z == 974:
    w = 974
elif z == 975:
    w = 975
elif z == 976:
    w = 976
elif z == 977:
    w = 977
elif z == 978:
    w = 978
elif z == 979:
    w = 979
elif z == 980:
    w = 980
elif z == 981:
    w = 981
elif z == 982:
    w = 982
elif z == 983:
    w = 983
elif z == 984:
    w = 984
elif z == 985:
    w = 985
elif z == 986:
    w = 986
elif z == 987:
    w = 987
elif z == 988:
    w = 988
elif z == 989:
    w = 989
elif z == 990:
    w = 990
elif z == 991:
    w = 991
elif z == 992:
    w = 992
elif z == 993:
    w = 993
elif z == 994:
    w = 994
elif z == 995:
    w = 995
elif z == 996:
    w = 996
elif z == 997:
    w = 997
elif z == 998:
    w = 998
elif z == 999:
    w = 999
elif z == 1000:
    w = 1000
elif z == 1001:
    w = 1001
elif z == 1002:
    w = 1002
elif z == 1003:
    w = 1003
elif z == 1004:
    w = 1004
elif z == 1005:
    w = 1005
elif z == 1006:
    w = 1006
elif z == 1007:
    w = 1007
elif z == 1008:
    w = 1008
elif z == 1009:
    w = 1009
elif z == 1010:
    w = 1010
elif z == 1011:
    w = 1011
elif z == 1012:
    w = 1012
elif z == 1013:
    w = 1013
elif z == 1014:
    w = 1014
elif z == 1015:
    w = 1015
elif z == 1016:
    w = 1016
elif z == 1017:
    w = 1017
elif z == 1018:
    w = 1018
elif z == 1019:
    w = 1019
elif z == 1020:
    w = 1020
elif z == 1021:
    w = 1021
elif z == 1022:
    w = 1022
elif z == 1023:
    w = 1023
elif z == 1024:
    w = 1024
elif z == 1025:
    w = 1025
elif z == 1026:
    w = 1026
elif z == 1027:
    w = 1027
elif z == 1028:
    w = 1028
elif z == 1029:
    w = 1029
elif z == 1030:
    w = 1030
elif z == 1031:
    w = 1031
elif z == 1032:
    w = 1032
elif z == 1033:
    w = 1033
elif z == 1034:
    w = 1034
elif z == 1035:
    w = 1035
elif z == 1036:
    w = 1036
elif z == 1037:
    w = 1037
elif z == 1038:
    w = 1038
elif z == 1039:
    w = 1039
elif z == 1040:
    w = 1040
elif z == 1041:
    w = 1041
elif z == 1042:
    w = 1042
elif z == 1043:
    w = 1043
elif z == 1044:
    w = 1044
elif z == 1045:
    w = 1045
elif z == 1046:
    w = 1046
elif z == 1047:
    w = 1047
elif z == 1048:
    w = 1048
elif z == 1049:
    w = 1049
elif z == 1050:
    w = 1050
elif z == 1051:
    w = 1051
elif z == 1052:
    w = 1052
elif z == 1053:
    w = 1053
elif z == 1054:
    w = 1054
elif z == 1055:
    w = 1055
elif z == 1056:
    w = 1056
elif z == 1057:
    w = 1057
elif z == 1058:
    w = 1058
elif z == 1059:
    w = 1059
elif z == 1060:
    w = 1060
elif z == 1061:
    w = 1061
elif z == 1062:
    w = 1062
elif z == 1063:
    w = 1063
elif z == 1064:
    w = 1064
elif z == 1065:
    w = 1065
elif z == 1066:
    w = 1066
elif z == 1067:
    w = 1067
elif z == 1068:
    w = 1068
elif z == 1069:
    w = 1069
elif z == 1070:
    w = 1070
elif z == 1071:
    w = 1071
elif z == 1072:
    w = 1072
elif z == 1073:
    w = 1073
elif z == 1074:
    w = 1074
elif z == 1075:
    w = 1075
elif z == 1076:
    w = 1076
elif z == 1077:
    w = 1077
elif z == 1078:
    w = 1078
elif z == 1079:
    w = 1079
elif z == 1080:
    w = 1080
elif z == 1081:
    w = 1081
elif z == 1082:
    w = 1082
elif z == 1083:
    w = 1083
elif z == 1084:
    w = 1084
elif z == 1085:
    w = 1085
elif z == 1086:
    w = 1086
elif z == 1087:
    w = 1087
elif z == 1088:
    w = 1088
elif z == 1089:
    w = 1089
elif z == 1090:
    w = 1090
elif z == 1091:
    w = 1091
elif z == 1092:
    w = 1092
elif z == 1093:
    w = 1093
elif z == 1094:
    w = 1094
elif z == 1095:
    w = 1095
elif z == 1096:
    w = 1096
elif z == 1097:
    w = 1097
elif z == 1098:
    w = 1098
elif z == 1099:
    w = 1099
elif z == 1100:
    w = 1100
elif z == 1101:
    w = 1101
elif z == 1102:
    w = 1102
elif z == 1103:
    w = 1103
elif z == 1104:
    w = 1104
elif z == 1105:
    w = 1105
elif z == 1106:
    w = 1106
elif z == 1107:
    w = 1107
elif z == 1108:
    w = 1108
elif z == 1109:
    w = 1109
elif z == 1110:
    w = 1110
elif z == 1111:
    w = 1111
elif z == 1112:
    w = 1112
elif z == 1113:
    w = 1113
elif z == 1114:
    w = 1114
elif z == 1115:
    w = 1115
elif z == 1116:
    w = 1116
elif z == 1117:
    w = 1117
elif z == 1118:
    w = 1118
elif z == 1119:
    w = 1119
elif z == 1120:
    w = 1120
elif z == 1121:
    w = 1121
elif z == 1122:
    w = 1122
elif z == 1123:
    w = 1123
elif z == 1124:
    w = 1124
elif z == 1125:
    w = 1125
elif z == 1126:
    w = 1126
elif z == 1127:
    w = 1127
elif z == 1128:
    w = 1128
elif z == 1129:
    w = 1129
elif z == 1130:
    w = 1130
elif z == 1131:
    w = 1131
elif z == 1132:
    w = 1132
elif z == 1133:
    w = 1133
elif z == 1134:
    w = 1134
elif z == 1135:
    w = 1135
elif z == 1136:
    w = 1136
elif z == 1137:
    w = 1137
elif z == 1138:
    w = 1138
elif z == 1139:
    w = 1139
elif z == 1140:
    w = 1140
elif z == 1141:
    w = 1141
elif z == 1142:
    w = 1142
elif z == 1143:
    w = 1143
elif z == 1144:
    w = 1144
elif z == 1145:
    w = 1145
elif z == 1146:
    w = 1146
elif z == 1147:
    w = 1147
elif z == 1148:
    w = 1148
elif z == 1149:
    w = 1149
elif z == 1150:
    w = 1150
elif z == 1151:
    w = 1151
elif z == 1152:
    w = 1152
elif z == 1153:
    w = 1153
elif z == 1154:
    w = 1154
elif z == 1155:
    w = 1155
elif z == 1156:
    w = 1156
elif z == 1157:
    w = 1157
elif z == 1158:
    w = 1158
elif z == 1159:
    w = 1159
elif z == 1160:
    w = 1160
elif z == 1161:
    w = 1161
elif z == 1162:
    w = 1162
elif z == 1163:
    w = 1163
elif z == 1164:
    w = 1164
elif z == 1165:
    w = 1165
elif z == 1166:
    w = 1166
elif z == 1167:
    w = 1167
elif z == 1168:
    w = 1168
elif z == 1169:
    w = 1169
elif z == 1170:
    w = 1170
elif z == 1171:
    w = 1171
elif z == 1172:
    w = 1172
elif z == 1173:
    w = 1173
elif z == 1174:
    w = 1174
elif z == 1175:
    w = 1175
elif z == 1176:
    w = 1176
elif z == 1177:
    w = 1177
elif z == 1178:
    w = 1178
elif z == 1179:
    w = 1179
elif z == 1180:
    w = 1180
elif z == 1181:
    w = 1181
elif z == 1182:
    w = 1182
elif z == 1183:
    w = 1183
elif z == 1184:
    w = 1184
elif z == 1185:
    w = 1185
elif z == 1186:
    w = 1186
elif z == 1187:
    w = 1187
elif z == 1188:
    w = 1188
elif z == 1189:
    w = 1189
elif z == 1190:
    w = 1190
elif z == 1191:
    w = 1191
elif z == 1192:
    w = 1192
elif z == 1193:
    w = 1193
elif z == 1194:
    w = 1194
elif z == 1195:
    w = 1195
elif z == 1196:
    w = 1196
elif z == 1197:
    w = 1197
elif z == 1198:
    w = 1198
elif z == 1199:
    w = 1199
elif z == 1200:
    w = 1200
elif z == 1201:
    w = 1201
elif z == 1202:
    w = 1202
elif z == 1203:
    w = 1203
elif z == 1204:
    w = 1204
elif z == 1205:
    w = 1205
elif z == 1206:
    w = 1206
elif z == 1207:
    w = 1207
elif z == 1208:
    w = 1208
elif z == 1209:
    w = 1209
elif z == 1210:
    w = 1210
elif z == 1211:
    w = 1211
elif z == 1212:
    w = 1212
elif z == 1213:
    w = 1213
elif z == 1214:
    w = 1214
elif z == 1215:
    w = 1215
elif z == 1216:
    w = 1216
elif z == 1217:
    w = 1217
elif z == 1218:
    w = 1218
elif z == 1219:
    w = 1219
elif z == 1220:
    w = 1220
elif z == 1221:
    w = 1221
elif z == 1222:
    w = 1222
elif z == 1223:
    w = 1223
elif z == 1224:
    w = 1224
elif z == 1225:
    w = 1225
elif z == 1226:
    w = 1226
elif z == 1227:
    w = 1227
elif z == 1228:
    w = 1228
elif z == 1229:
    w = 1229
elif z == 1230:
    w = 1230
elif z == 1231:
    w = 1231
elif z == 1232:
    w = 1232
elif z == 1233:
    w = 1233
elif z == 1234:
    w = 1234
elif z == 1235:
    w = 1235
elif z == 1236:
    w = 1236
elif z == 1237:
    w = 1237
elif z == 1238:
    w = 1238
elif z == 1239:
    w = 1239
elif z == 1240:
    w = 1240
elif z == 1241:
    w = 1241
elif z == 1242:
    w = 1242
elif z == 1243:
    w = 1243
elif z == 1244:
    w = 1244
elif z == 1245:
    w = 1245
elif z == 1246:
    w = 1246
elif z == 1247:
    w = 1247
elif z == 1248:
    w = 1248
elif z == 1249:
    w = 1249
elif z == 1250:
    w = 1250
elif z == 1251:
    w = 1251
elif z == 1252:
    w = 1252
elif z == 1253:
    w = 1253
elif z == 1254:
    w = 1254
elif z == 1255:
    w = 1255
elif z == 1256:
    w = 1256
elif z == 1257:
    w = 1257
elif z == 1258:
    w = 1258
elif z == 1259:
    w = 1259
elif z == 1260:
    w = 1260
elif z == 1261:
    w = 1261
elif z == 1262:
    w = 1262
elif z == 1263:
    w = 1263
elif z == 1264:
    w = 1264
elif z == 1265:
    w = 1265
elif z == 1266:
    w = 1266
elif z == 1267:
    w = 1267
elif z == 1268:
    w = 1268
elif z == 1269:
    w = 1269
elif z == 1270:
    w = 1270
elif z == 1271:
    w = 1271
elif z == 1272:
    w = 1272
elif z == 1273:
    w = 1273
elif z == 1274:
    w = 1274
elif z == 1275:
    w = 1275
elif z == 1276:
    w = 1276
elif z == 1277:
    w = 1277
elif z == 1278:
    w = 1278
elif z == 1279:
    w = 1279
elif z == 1280:
    w = 1280
elif z == 1281:
    w = 1281
elif z == 1282:
    w = 1282
elif z == 1283:
    w = 1283
elif z == 1284:
    w = 1284
elif z == 1285:
    w = 1285
elif z == 1286:
    w = 1286
elif z == 1287:
    w = 1287
elif z == 1288:
    w = 1288
elif z == 1289:
    w = 1289
elif z == 1290:
    w = 1290
elif z == 1291:
    w = 1291
elif z == 1292:
    w = 1292
elif z == 1293:
    w = 1293
elif z == 1294:
    w = 1294
elif z == 1295:
    w = 1295
elif z == 1296:
    w = 1296
elif z == 1297:
    w = 1297
elif z == 1298:
    w = 1298
elif z == 1299:
    w = 1299
elif z == 1300:
    w = 1300
elif z == 1301:
    w = 1301
elif z == 1302:
    w = 1302
elif z == 1303:
    w = 1303
elif z == 1304:
    w = 1304
elif z == 1305:
    w = 1305
elif z == 1306:
    w = 1306
elif z == 1307:
    w = 1307
elif z == 1308:
    w = 1308
elif z == 1309:
    w = 1309
elif z == 1310:
    w = 1310
elif z == 1311:
    w = 1311
elif z == 1312:
    w = 1312
elif z == 1313:
    w = 1313
elif z == 1314:
    w = 1314
elif z == 1315:
    w = 1315
elif z == 1316:
    w = 1316
elif z == 1317:
    w = 1317
elif z == 1318:
    w = 1318
elif z == 1319:
    w = 1319
elif z == 1320:
    w = 1320
elif z == 1321:
    w = 1321
elif z == 1322:
    w = 1322
elif z == 1323:
    w = 1323
elif z == 1324:
    w = 1324
elif z == 1325:
    w = 1325
elif z == 1326:
    w = 1326
elif z == 1327:
    w = 1327
elif z == 1328:
    w = 1328
elif z == 1329:
    w = 1329
elif z == 1330:
    w = 1330
elif z == 1331:
    w = 1331
elif z == 1332:
    w = 1332
elif z == 1333:
    w = 1333
elif z == 1334:
    w = 1334
elif z == 1335:
    w = 1335
elif z == 1336:
    w = 1336
elif z == 1337:
    w = 1337
elif z == 1338:
    w = 1338
elif z == 1339:
    w = 1339
elif z == 1340:
    w = 1340
elif z == 1341:
    w = 1341
elif z == 1342:
    w = 1342
elif z == 1343:
    w = 1343
elif z == 1344:
    w = 1344
elif z == 1345:
    w = 1345
elif z == 1346:
    w = 1346
elif z == 1347:
    w = 1347
elif z == 1348:
    w = 1348
elif z == 1349:
    w = 1349
elif z == 1350:
    w = 1350
elif z == 1351:
    w = 1351
elif z == 1352:
    w = 1352
elif z == 1353:
    w = 1353
elif z == 1354:
    w = 1354
elif z == 1355:
    w = 1355
elif z == 1356:
    w = 1356
elif z == 1357:
    w = 1357
elif z == 1358:
    w = 1358
elif z == 1359:
    w = 1359
elif z == 1360:
    w = 1360
elif z == 1361:
    w = 1361
elif z == 1362:
    w = 1362
elif z == 1363:
    w = 1363
elif z == 1364:
    w = 1364
elif z == 1365:
    w = 1365
elif z == 1366:
    w = 1366
elif z == 1367:
    w = 1367
elif z == 1368:
    w = 1368
elif z == 1369:
    w = 1369
elif z == 1370:
    w = 1370
elif z == 1371:
    w = 1371
elif z == 1372:
    w = 1372
elif z == 1373:
    w = 1373
elif z == 1374:
    w = 1374
elif z == 1375:
    w = 1375
elif z == 1376:
    w = 1376
elif z == 1377:
    w = 1377
elif z == 1378:
    w = 1378
elif z == 1379:
    w = 1379
elif z == 1380:
    w = 1380
elif z == 1381:
    w = 1381
elif z == 1382:
    w = 1382
elif z == 1383:
    w = 1383
elif z == 1384:
    w = 1384
elif z == 1385:
    w = 1385
elif z == 1386:
    w = 1386
elif z == 1387:
    w = 1387
elif z == 1388:
    w = 1388
elif z == 1389:
    w = 1389
elif z == 1390:
    w = 1390
elif z == 1391:
    w = 1391
elif z == 1392:
    w = 1392
elif z == 1393:
    w = 1393
elif z == 1394:
    w = 1394
elif z == 1395:
    w = 1395
elif z == 1396:
    w = 1396
elif z == 1397:
    w = 1397
elif z == 1398:
    w = 1398
elif z == 1399:
    w = 1399
elif z == 1400:
    w = 1400
elif z == 1401:
    w = 1401
elif z == 1402:
    w = 1402
elif z == 1403:
    w = 1403
elif z == 1404:
    w = 1404
elif z == 1405:
    w = 1405
elif z == 1406:
    w = 1406
elif z == 1407:
    w = 1407
elif z == 1408:
    w = 1408
elif z == 1409:
    w = 1409
elif z == 1410:
    w = 1410
elif z == 1411:
    w = 1411
elif z == 1412:
    w = 1412
elif z == 1413:
    w = 1413
elif z == 1414:
    w = 1414
elif z == 1415:
    w = 1415
elif z == 1416:
    w = 1416
elif z == 1417:
    w = 1417
elif z == 1418:
    w = 1418
elif z == 1419:
    w = 1419
elif z == 1420:
    w = 1420
elif z == 1421:
    w = 1421
elif z == 1422:
    w = 1422
elif z == 1423:
    w = 1423
elif z == 1424:
    w = 1424
elif z == 1425:
    w = 1425
elif z == 1426:
    w = 1426
elif z == 1427:
    w = 1427
elif z == 1428:
    w = 1428
elif z == 1429:
    w = 1429
elif z == 1430:
    w = 1430
elif z == 1431:
    w = 1431
elif z == 1432:
    w = 1432
elif z == 1433:
    w = 1433
elif z == 1434:
    w = 1434
elif z == 1435:
    w = 1435
elif z == 1436:
    w = 1436
elif z == 1437:
    w = 1437
elif z == 1438:
    w = 1438
elif z == 1439:
    w = 1439
elif z == 1440:
    w = 1440
elif z == 1441:
    w = 1441
elif z == 1442:
    w = 1442
elif z == 1443:
    w = 1443
elif z == 1444:
    w = 1444
elif z == 1445:
    w = 1445
elif z == 1446:
    w = 1446
elif z == 1447:
    w = 1447
elif z == 1448:
    w = 1448
elif z == 1449:
    w = 1449
elif z == 1450:
    w = 1450
elif z == 1451:
    w = 1451
elif z == 1452:
    w = 1452
elif z == 1453:
    w = 1453
elif z == 1454:
    w = 1454
elif z == 1455:
    w = 1455
elif z == 1456:
    w = 1456
elif z == 1457:
    w = 1457
elif z == 1458:
    w = 1458
elif z == 1459:
    w = 1459
elif z == 1460:
    w = 1460
elif z == 1461:
    w = 1461
elif z == 1462:
    w = 1462
elif z == 1463:
    w = 1463
elif z == 1464:
    w = 1464
elif z == 1465:
    w = 1465
elif z == 1466:
    w = 1466
elif z == 1467:
    w = 1467
elif z == 1468:
    w = 1468
elif z == 1469:
    w = 1469
elif z == 1470:
    w = 1470
elif z == 1471:
    w = 1471
elif z == 1472:
    w = 1472
elif z == 1473:
    w = 1473
elif z == 1474:
    w = 1474
elif z == 1475:
    w = 1475
elif z == 1476:
    w = 1476
elif z == 1477:
    w = 1477
elif z == 1478:
    w = 1478
elif z == 1479:
    w = 1479
elif z == 1480:
    w = 1480
elif z == 1481:
    w = 1481
elif z == 1482:
    w = 1482
elif z == 1483:
    w = 1483
elif z == 1484:
    w = 1484
elif z == 1485:
    w = 1485
elif z == 1486:
    w = 1486
elif z == 1487:
    w = 1487
elif z == 1488:
    w = 1488
elif z == 1489:
    w = 1489
elif z == 1490:
    w = 1490
elif z == 1491:
    w = 1491
elif z == 1492:
    w = 1492
elif z == 1493:
    w = 1493
elif z == 1494:
    w = 1494
elif z == 1495:
    w = 1495
elif z == 1496:
    w = 1496
elif z == 1497:
    w = 1497
elif z == 1498:
    w = 1498
elif z == 1499:
    w = 1499
elif z == 1500:
    w = 1500
elif z == 1501:
    w = 1501
elif z == 1502:
    w = 1502
elif z == 1503:
    w = 1503
elif z == 1504:
    w = 1504
elif z == 1505:
    w = 1505
elif z == 1506:
    w = 1506
elif z == 1507:
    w = 1507
elif z == 1508:
    w = 1508
elif z == 1509:
    w = 1509
elif z == 1510:
    w = 1510
elif z == 1511:
    w = 1511
elif z == 1512:
    w = 1512
elif z == 1513:
    w = 1513
elif z == 1514:
    w = 1514
elif z == 1515:
    w = 1515
elif z == 1516:
    w = 1516
elif z == 1517:
    w = 1517
elif z == 1518:
    w = 1518
elif z == 1519:
    w = 1519
elif z == 1520:
    w = 1520
elif z == 1521:
    w = 1521
elif z == 1522:
    w = 1522
elif z == 1523:
    w = 1523
elif z == 1524:
    w = 1524
elif z == 1525:
    w = 1525
elif z == 1526:
    w = 1526
elif z == 1527:
    w = 1527
elif z == 1528:
    w = 1528
elif z == 1529:
    w = 1529
elif z == 1530:
    w = 1530
elif z == 1531:
    w = 1531
elif z == 1532:
    w = 1532
elif z == 1533:
    w = 1533
elif z == 1534:
    w = 1534
elif z == 1535:
    w = 1535
elif z == 1536:
    w = 1536
elif z == 1537:
    w = 1537
elif z == 1538:
    w = 1538
elif z == 1539:
    w = 1539
elif z == 1540:
    w = 1540
elif z == 1541:
    w = 1541
elif z == 1542:
    w = 1542
elif z == 1543:
    w = 1543
elif z == 1544:
    w = 1544
elif z == 1545:
    w = 1545
elif z == 1546:
    w = 1546
elif z == 1547:
    w = 1547
elif z == 1548:
    w = 1548
elif z == 1549:
    w = 1549
elif z == 1550:
    w = 1550
elif z == 1551:
    w = 1551
elif z == 1552:
    w = 1552
elif z == 1553:
    w = 1553
elif z == 1554:
    w = 1554
elif z == 1555:
    w = 1555
elif z == 1556:
    w = 1556
elif z == 1557:
    w = 1557
elif z == 1558:
    w = 1558
elif z == 1559:
    w = 1559
elif z == 1560:
    w = 1560
elif z == 1561:
    w = 1561
elif z == 1562:
    w = 1562
elif z == 1563:
    w = 1563
elif z == 1564:
    w = 1564
elif z == 1565:
    w = 1565
elif z == 1566:
    w = 1566
elif z == 1567:
    w = 1567
elif z == 1568:
    w = 1568
elif z == 1569:
    w = 1569
elif z == 1570:
    w = 1570
elif z == 1571:
    w = 1571
elif z == 1572:
    w = 1572
elif z == 1573:
    w = 1573
elif z == 1574:
    w = 1574
elif z == 1575:
    w = 1575
elif z == 1576:
    w = 1576
elif z == 1577:
    w = 1577
elif z == 1578:
    w = 1578
elif z == 1579:
    w = 1579
elif z == 1580:
    w = 1580
elif z == 1581:
    w = 1581
elif z == 1582:
    w = 1582
elif z == 1583:
    w = 1583
elif z == 1584:
    w = 1584
elif z == 1585:
    w = 1585
elif z == 1586:
    w = 1586
elif z == 1587:
    w = 1587
elif z == 1588:
    w = 1588
elif z == 1589:
    w = 1589
elif z == 1590:
    w = 1590
elif z == 1591:
    w = 1591
elif z == 1592:
    w = 1592
elif z == 1593:
    w = 1593
elif z == 1594:
    w = 1594
elif z == 1595:
    w = 1595
elif z == 1596:
    w = 1596
elif z == 1597:
    w = 1597
elif z == 1598:
    w = 1598
elif z == 1599:
    w = 1599
elif z == 1600:
    w = 1600
elif z == 1601:
    w = 1601
elif z == 1602:
    w = 1602
elif z == 1603:
    w = 1603
elif z == 1604:
    w = 1604
elif z == 1605:
    w = 1605
elif z == 1606:
    w = 1606
elif z == 1607:
    w = 1607
elif z == 1608:
    w = 1608
elif z == 1609:
    w = 1609
elif z == 1610:
    w = 1610
elif z == 1611:
    w = 1611
elif z == 1612:
    w = 1612
elif z == 1613:
    w = 1613
elif z == 1614:
    w = 1614
elif z == 1615:
    w = 1615
elif z == 1616:
    w = 1616
elif z == 1617:
    w = 1617
elif z == 1618:
    w = 1618
elif z == 1619:
    w = 1619
elif z == 1620:
    w = 1620
elif z == 1621:
    w = 1621
elif z == 1622:
    w = 1622
elif z == 1623:
    w = 1623
elif z == 1624:
    w = 1624
elif z == 1625:
    w = 1625
elif z == 1626:
    w = 1626
elif z == 1627:
    w = 1627
elif z == 1628:
    w = 1628
elif z == 1629:
    w = 1629
elif z == 1630:
    w = 1630
elif z == 1631:
    w = 1631
elif z == 1632:
    w = 1632
elif z == 1633:
    w = 1633
elif z == 1634:
    w = 1634
elif z == 1635:
    w = 1635
elif z == 1636:
    w = 1636
elif z == 1637:
    w = 1637
elif z == 1638:
    w = 1638
elif z == 1639:
    w = 1639
elif z == 1640:
    w = 1640
elif z == 1641:
    w = 1641
elif z == 1642:
    w = 1642
elif z == 1643:
    w = 1643
elif z == 1644:
    w = 1644
elif z == 1645:
    w = 1645
elif z == 1646:
    w = 1646
elif z == 1647:
    w = 1647
elif z == 1648:
    w = 1648
elif z == 1649:
    w = 1649
elif z == 1650:
    w = 1650
elif z == 1651:
    w = 1651
elif z == 1652:
    w = 1652
elif z == 1653:
    w = 1653
elif z == 1654:
    w = 1654
elif z == 1655:
    w = 1655
elif z == 1656:
    w = 1656
elif z == 1657:
    w = 1657
elif z == 1658:
    w = 1658
elif z == 1659:
    w = 1659
elif z == 1660:
    w = 1660
elif z == 1661:
    w = 1661
elif z == 1662:
    w = 1662
elif z == 1663:
    w = 1663
elif z == 1664:
    w = 1664
elif z == 1665:
    w = 1665
elif z == 1666:
    w = 1666
elif z == 1667:
    w = 1667
elif z == 1668:
    w = 1668
elif z == 1669:
    w = 1669
elif z == 1670:
    w = 1670
elif z == 1671:
    w = 1671
elif z == 1672:
    w = 1672
elif z == 1673:
    w = 1673
elif z == 1674:
    w = 1674
elif z == 1675:
    w = 1675
elif z == 1676:
    w = 1676
elif z == 1677:
    w = 1677
elif z == 1678:
    w = 1678
elif z == 1679:
    w = 1679
elif z == 1680:
    w = 1680
elif z == 1681:
    w = 1681
elif z == 1682:
    w = 1682
elif z == 1683:
    w = 1683
elif z == 1684:
    w = 1684
elif z == 1685:
    w = 1685
elif z == 1686:
    w = 1686
elif z == 1687:
    w = 1687
elif z == 1688:
    w = 1688
elif z == 1689:
    w = 1689
elif z == 1690:
    w = 1690
elif z == 1691:
    w = 1691
elif z == 1692:
    w = 1692
elif z == 1693:
    w = 1693
elif z == 1694:
    w = 1694
elif z == 1695:
    w = 1695
elif z == 1696:
    w = 1696
elif z == 1697:
    w = 1697
elif z == 1698:
    w = 1698
elif z == 1699:
    w = 1699
elif z == 1700:
    w = 1700
elif z == 1701:
    w = 1701
elif z == 1702:
    w = 1702
elif z == 1703:
    w = 1703
elif z == 1704:
    w = 1704
elif z == 1705:
    w = 1705
elif z == 1706:
    w = 1706
elif z == 1707:
    w = 1707
elif z == 1708:
    w = 1708
elif z == 1709:
    w = 1709
elif z == 1710:
    w = 1710
elif z == 1711:
    w = 1711
elif z == 1712:
    w = 1712
elif z == 1713:
    w = 1713
elif z == 1714:
    w = 1714
elif z == 1715:
    w = 1715
elif z == 1716:
    w = 1716
elif z == 1717:
    w = 1717
elif z == 1718:
    w = 1718
elif z == 1719:
    w = 1719
elif z == 1720:
    w = 1720
elif z == 1721:
    w = 1721
elif z == 1722:
    w = 1722
elif z == 1723:
    w = 1723
elif z == 1724:
    w = 1724
elif z == 1725:
    w = 1725
elif z == 1726:
    w = 1726
elif z == 1727:
    w = 1727
elif z == 1728:
    w = 1728
elif z == 1729:
    w = 1729
elif z == 1730:
    w = 1730
elif z == 1731:
    w = 1731
elif z == 1732:
    w = 1732
elif z == 1733:
    w = 1733
elif z == 1734:
    w = 1734
elif z == 1735:
    w = 1735
elif z == 1736:
    w = 1736
elif z == 1737:
    w = 1737
elif z == 1738:
    w = 1738
elif z == 1739:
    w = 1739
elif z == 1740:
    w = 1740
elif z == 1741:
    w = 1741
elif z == 1742:
    w = 1742
elif z == 1743:
    w = 1743
elif z == 1744:
    w = 1744
elif z == 1745:
    w = 1745
elif z == 1746:
    w = 1746
elif z == 1747:
    w = 1747
elif z == 1748:
    w = 1748
elif z == 1749:
    w = 1749
elif z == 1750:
    w = 1750
elif z == 1751:
    w = 1751
elif z == 1752:
    w = 1752
elif z == 1753:
    w = 1753
elif z == 1754:
    w = 1754
elif z == 1755:
    w = 1755
elif z == 1756:
    w = 1756
elif z == 1757:
    w = 1757
elif z == 1758:
    w = 1758
elif z == 1759:
    w = 1759
elif z == 1760:
    w = 1760
elif z == 1761:
    w = 1761
elif z == 1762:
    w = 1762
elif z == 1763:
    w = 1763
elif z == 1764:
    w = 1764
elif z == 1765:
    w = 1765
elif z == 1766:
    w = 1766
elif z == 1767:
    w = 1767
elif z == 1768:
    w = 1768
elif z == 1769:
    w = 1769
elif z == 1770:
    w = 1770
elif z == 1771:
    w = 1771
elif z == 1772:
    w = 1772
elif z == 1773:
    w = 1773
elif z == 1774:
    w = 1774
elif z == 1775:
    w = 1775
elif z == 1776:
    w = 1776
elif z == 1777:
    w = 1777
elif z == 1778:
    w = 1778
elif z == 1779:
    w = 1779
elif z == 1780:
    w = 1780
elif z == 1781:
    w = 1781
elif z == 1782:
    w = 1782
elif z == 1783:
    w = 1783
elif z == 1784:
    w = 1784
elif z == 1785:
    w = 1785
elif z == 1786:
    w = 1786
elif z == 1787:
    w = 1787
elif z == 1788:
    w = 1788
elif z == 1789:
    w = 1789
elif z == 1790:
    w = 1790
elif z == 1791:
    w = 1791
elif z == 1792:
    w = 1792
elif z == 1793:
    w = 1793
elif z == 1794:
    w = 1794
elif z == 1795:
    w = 1795
elif z == 1796:
    w = 1796
elif z == 1797:
    w = 1797
elif z == 1798:
    w = 1798
elif z == 1799:
    w = 1799
elif z == 1800:
    w = 1800
elif z == 1801:
    w = 1801
elif z == 1802:
    w = 1802
elif z == 1803:
    w = 1803
elif z == 1804:
    w = 1804
elif z == 1805:
    w = 1805
elif z == 1806:
    w = 1806
elif z == 1807:
    w = 1807
elif z == 1808:
    w = 1808
elif z == 1809:
    w = 1809
elif z == 1810:
    w = 1810
elif z == 1811:
    w = 1811
elif z == 1812:
    w = 1812
elif z == 1813:
    w = 1813
elif z == 1814:
    w = 1814
elif z == 1815:
    w = 1815
elif z == 1816:
    w = 1816
elif z == 1817:
    w = 1817
elif z == 1818:
    w = 1818
elif z == 1819:
    w = 1819
elif z == 1820:
    w = 1820
elif z == 1821:
    w = 1821
elif z == 1822:
    w = 1822
elif z == 1823:
    w = 1823
elif z == 1824:
    w = 1824
elif z == 1825:
    w = 1825
elif z == 1826:
    w = 1826
elif z == 1827:
    w = 1827
elif z == 1828:
    w = 1828
elif z == 1829:
    w = 1829
elif z == 1830:
    w = 1830
elif z == 1831:
    w = 1831
elif z == 1832:
    w = 1832
elif z == 1833:
    w = 1833
elif z == 1834:
    w = 1834
elif z == 1835:
    w = 1835
elif z == 1836:
    w = 1836
elif z == 1837:
    w = 1837
elif z == 1838:
    w = 1838
elif z == 1839:
    w = 1839
elif z == 1840:
    w = 1840
elif z == 1841:
    w = 1841
elif z == 1842:
    w = 1842
elif z == 1843:
    w = 1843
elif z == 1844:
    w = 1844
elif z == 1845:
    w = 1845
elif z == 1846:
    w = 1846
elif z == 1847:
    w = 1847
elif z == 1848:
    w = 1848
elif z == 1849:
    w = 1849
elif z == 1850:
    w = 1850
elif z == 1851:
    w = 1851
elif z == 1852:
    w = 1852
elif z == 1853:
    w = 1853
elif z == 1854:
    w = 1854
elif z == 1855:
    w = 1855
elif z == 1856:
    w = 1856
elif z == 1857:
    w = 1857
elif z == 1858:
    w = 1858
elif z == 1859:
    w = 1859
elif z == 1860:
    w = 1860
elif z == 1861:
    w = 1861
elif z == 1862:
    w = 1862
elif z == 1863:
    w = 1863
elif z == 1864:
    w = 1864
elif z == 1865:
    w = 1865
elif z == 1866:
    w = 1866
elif z == 1867:
    w = 1867
elif z == 1868:
    w = 1868
elif z == 1869:
    w = 1869
elif z == 1870:
    w = 1870
elif z == 1871:
    w = 1871
elif z == 1872:
    w = 1872
elif z == 1873:
    w = 1873
elif z == 1874:
    w = 1874
elif z == 1875:
    w = 1875
elif z == 1876:
    w = 1876
elif z == 1877:
    w = 1877
elif z == 1878:
    w = 1878
elif z == 1879:
    w = 1879
elif z == 1880:
    w = 1880
elif z == 1881:
    w = 1881
elif z == 1882:
    w = 1882
elif z == 1883:
    w = 1883
elif z == 1884:
    w = 1884
elif z == 1885:
    w = 1885
elif z == 1886:
    w = 1886
elif z == 1887:
    w = 1887
elif z == 1888:
    w = 1888
elif z == 1889:
    w = 1889
elif z == 1890:
    w = 1890
elif z == 1891:
    w = 1891
elif z == 1892:
    w = 1892
elif z == 1893:
    w = 1893
elif z == 1894:
    w = 1894
elif z == 1895:
    w = 1895
elif z == 1896:
    w = 1896
elif z == 1897:
    w = 1897
elif z == 1898:
    w = 1898
elif z == 1899:
    w = 1899
elif z == 1900:
    w = 1900
elif z == 1901:
    w = 1901
elif z == 1902:
    w = 1902
elif z == 1903:
    w = 1903
elif z == 1904:
    w = 1904
elif z == 1905:
    w = 1905
elif z == 1906:
    w = 1906
elif z == 1907:
    w = 1907
elif z == 1908:
    w = 1908
elif z == 1909:
    w = 1909
elif z == 1910:
    w = 1910
elif z == 1911:
    w = 1911
elif z == 1912:
    w = 1912
elif z == 1913:
    w = 1913
elif z == 1914:
    w = 1914
elif z == 1915:
    w = 1915
elif z == 1916:
    w = 1916
elif z == 1917:
    w = 1917
elif z == 1918:
    w = 1918
elif z == 1919:
    w = 1919
elif z == 1920:
    w = 1920
elif z == 1921:
    w = 1921
elif z == 1922:
    w = 1922
elif z == 1923:
    w = 1923
elif z == 1924:
    w = 1924
elif z == 1925:
    w = 1925
elif z == 1926:
    w = 1926
elif z == 1927:
    w = 1927
elif z == 1928:
    w = 1928
elif z == 1929:
    w = 1929
elif z == 1930:
    w = 1930
elif z == 1931:
    w = 1931
elif z == 1932:
    w = 1932
elif z == 1933:
    w = 1933
elif z == 1934:
    w = 1934
elif z == 1935:
    w = 1935
elif z == 1936:
    w = 1936
elif z == 1937:
    w = 1937
elif z == 1938:
    w = 1938
elif z == 1939:
    w = 1939
elif z == 1940:
    w = 1940
elif z == 1941:
    w = 1941
elif z == 1942:
    w = 1942
elif z == 1943:
    w = 1943
elif z == 1944:
    w = 1944
elif z == 1945:
    w = 1945
elif z == 1946:
    w = 1946
elif z == 1947:
    w = 1947
elif z == 1948:
    w = 1948
elif z == 1949:
    w = 1949
elif z == 1950:
    w = 1950
elif z == 1951:
    w = 1951
elif z == 1952:
    w = 1952
elif z == 1953:
    w = 1953
elif z == 1954:
    w = 1954
elif z == 1955:
    w = 1955
elif z == 1956:
    w = 1956
elif z == 1957:
    w = 1957
elif z == 1958:
    w = 1958
elif z == 1959:
    w = 1959
elif z == 1960:
    w = 1960
elif z == 1961:
    w = 1961
elif z == 1962:
    w = 1962
elif z == 1963:
    w = 1963
elif z == 1964:
    w = 1964
elif z == 1965:
    w = 1965
elif z == 1966:
    w = 1966
elif z == 1967:
    w = 1967
elif z == 1968:
    w = 1968
elif z == 1969:
    w = 1969
elif z == 1970:
    w = 1970
elif z == 1971:
    w = 1971
elif z == 1972:
    w = 1972
elif z == 1973:
    w = 1973
elif z == 1974:
    w = 1974
elif z == 1975:
    w = 1975
elif z == 1976:
    w = 1976
elif z == 1977:
    w = 1977
elif z == 1978:
    w = 1978
elif z == 1979:
    w = 1979
elif z == 1980:
    w = 1980
elif z == 1981:
    w = 1981
elif z == 1982:
    w = 1982
elif z == 1983:
    w = 1983
elif z == 1984:
    w = 1984
elif z == 1985:
    w = 1985
elif z == 1986:
    w = 1986
elif z == 1987:
    w = 1987
elif z == 1988:
    w = 1988
elif z == 1989:
    w = 1989
elif z == 1990:
    w = 1990
elif z == 1991:
    w = 1991
elif z == 1992:
    w = 1992
elif z == 1993:
    w = 1993
elif z == 1994:
    w = 1994
elif z == 1995:
    w = 1995
elif z == 1996:
    w = 1996
elif z == 1997:
    w = 1997
elif z == 1998:
    w = 1998
elif z == 1999:
    w = 1999
elif z == 2000:
    w = 2000
elif z == 2001:
    w = 2001
elif z == 2002:
    w = 2002
elif z == 2003:
    w = 2003
elif z == 2004:
    w = 2004
elif z == 2005:
    w = 2005
elif z == 2006:
    w = 2006
elif z == 2007:
    w = 2007
elif z == 2008:
    w = 2008
elif z == 2009:
    w = 2009
elif z == 2010:
    w = 2010
elif z == 2011:
    w = 2011
elif z == 2012:
    w = 2012
elif z == 2013:
    w = 2013
elif z == 2014:
    w = 2014
elif z == 2015:
    w = 2015
elif z == 2016:
    w = 2016
elif z == 2017:
    w = 2017
elif z == 2018:
    w = 2018
elif z == 2019:
    w = 2019
elif z == 2020:
    w = 2020
elif z == 2021:
    w = 2021
elif z == 2022:
    w = 2022
elif z == 2023:
    w = 2023
elif z == 2024:
    w = 2024
elif z == 2025:
    w = 2025
elif z == 2026:
    w = 2026
elif z == 2027:
    w = 2027
elif z == 2028:
    w = 2028
elif z == 2029:
    w = 2029
elif z == 2030:
    w = 2030
elif z == 2031:
    w = 2031
elif z == 2032:
    w = 2032
elif z == 2033:
    w = 2033
elif z == 2034:
    w = 2034
elif z == 2035:
    w = 2035
elif z == 2036:
    w = 2036
elif z == 2037:
    w = 2037
elif z == 2038:
    w = 2038
elif z == 2039:
    w = 2039
elif z == 2040:
    w = 2040
elif z == 2041:
    w = 2041
elif z == 2042:
    w = 2042
elif z == 2043:
    w = 2043
elif z == 2044:
    w = 2044
elif z == 2045:
    w = 2045
elif z == 2046:
    w = 2046
elif z == 2047:
    w = 2047
elif z == 2048:
    w = 2048
elif z == 2049:
    w = 2049
elif z == 2050:
    w = 2050
elif z == 2051:
    w = 2051
elif z == 2052:
    w = 2052
elif z == 2053:
    w = 2053
elif z == 2054:
    w = 2054
elif z == 2055:
    w = 2055
elif z == 2056:
    w = 2056
elif z == 2057:
    w = 2057
elif z == 2058:
    w = 2058
elif z == 2059:
    w = 2059
elif z == 2060:
    w = 2060
elif z == 2061:
    w = 2061
elif z == 2062:
    w = 2062
elif z == 2063:
    w = 2063
elif z == 2064:
    w = 2064
elif z == 2065:
    w = 2065
elif z == 2066:
    w = 2066
elif z == 2067:
    w = 2067
elif z == 2068:
    w = 2068
elif z == 2069:
    w = 2069
elif z == 2070:
    w = 2070
elif z == 2071:
    w = 2071
elif z == 2072:
    w = 2072
elif z == 2073:
    w = 2073
elif z == 2074:
    w = 2074
elif z == 2075:
    w = 2075
elif z == 2076:
    w = 2076
elif z == 2077:
    w = 2077
elif z == 2078:
    w = 2078
elif z == 2079:
    w = 2079
elif z == 2080:
    w = 2080
elif z == 2081:
    w = 2081
elif z == 2082:
    w = 2082
elif z == 2083:
    w = 2083
elif z == 2084:
    w = 2084
elif z == 2085:
    w = 2085
elif z == 2086:
    w = 2086
elif z == 2087:
    w = 2087
elif z == 2088:
    w = 2088
elif z == 2089:
    w = 2089
elif z == 2090:
    w = 2090
elif z == 2091:
    w = 2091
elif z == 2092:
    w = 2092
elif z == 2093:
    w = 2093
elif z == 2094:
    w = 2094
elif z == 2095:
    w = 2095
elif z == 2096:
    w = 2096
elif z == 2097:
    w = 2097
elif z == 2098:
    w = 2098
elif z == 2099:
    w = 2099
elif z == 2100:
    w = 2100
elif z == 2101:
    w = 2101
elif z == 2102:
    w = 2102
elif z == 2103:
    w = 2103
elif z == 2104:
    w = 2104
elif z == 2105:
    w = 2105
elif z == 2106:
    w = 2106
elif z == 2107:
    w = 2107
elif z == 2108:
    w = 2108
elif z == 2109:
    w = 2109
elif z == 2110:
    w = 2110
elif z == 2111:
    w = 2111
elif z == 2112:
    w = 2112
elif z == 2113:
    w = 2113
elif z == 2114:
    w = 2114
elif z == 2115:
    w = 2115
elif z == 2116:
    w = 2116
elif z == 2117:
    w = 2117
elif z == 2118:
    w = 2118
elif z == 2119:
    w = 2119
elif z == 2120:
    w = 2120
elif z == 2121:
    w = 2121
elif z == 2122:
    w = 2122
elif z == 2123:
    w = 2123
elif z == 2124:
    w = 2124
elif z == 2125:
    w = 2125
elif z == 2126:
    w = 2126
elif z == 2127:
    w = 2127
elif z == 2128:
    w = 2128
elif z == 2129:
    w = 2129
elif z == 2130:
    w = 2130
elif z == 2131:
    w = 2131
elif z == 2132:
    w = 2132
elif z == 2133:
    w = 2133
elif z == 2134:
    w = 2134
elif z == 2135:
    w = 2135
elif z == 2136:
    w = 2136
elif z == 2137:
    w = 2137
elif z == 2138:
    w = 2138
elif z == 2139:
    w = 2139
elif z == 2140:
    w = 2140
elif z == 2141:
    w = 2141
elif z == 2142:
    w = 2142
elif z == 2143:
    w = 2143
elif z == 2144:
    w = 2144
elif z == 2145:
    w = 2145
elif z == 2146:
    w = 2146
elif z == 2147:
    w = 2147
elif z == 2148:
    w = 2148
elif z == 2149:
    w = 2149
elif z == 2150:
    w = 2150
elif z == 2151:
    w = 2151
elif z == 2152:
    w = 2152
elif z == 2153:
    w = 2153
elif z == 2154:
    w = 2154
elif z == 2155:
    w = 2155
elif z == 2156:
    w = 2156
elif z == 2157:
    w = 2157
elif z == 2158:
    w = 2158
elif z == 2159:
    w = 2159
elif z == 2160:
    w = 2160
elif z == 2161:
    w = 2161
elif z == 2162:
    w = 2162
elif z == 2163:
    w = 2163
elif z == 2164:
    w = 2164
elif z == 2165:
    w = 2165
elif z == 2166:
    w = 2166
elif z == 2167:
    w = 2167
elif z == 2168:
    w = 2168
elif z == 2169:
    w = 2169
elif z == 2170:
    w = 2170
elif z == 2171:
    w = 2171
elif z == 2172:
    w = 2172
elif z == 2173:
    w = 2173
elif z == 2174:
    w = 2174
elif z == 2175:
    w = 2175
elif z == 2176:
    w = 2176
elif z == 2177:
    w = 2177
elif z == 2178:
    w = 2178
elif z == 2179:
    w = 2179
elif z == 2180:
    w = 2180
elif z == 2181:
    w = 2181
elif z == 2182:
    w = 2182
elif z == 2183:
    w = 2183
elif z == 2184:
    w = 2184
elif z == 2185:
    w = 2185
elif z == 2186:
    w = 2186
elif z == 2187:
    w = 2187
elif z == 2188:
    w = 2188
elif z == 2189:
    w = 2189
elif z == 2190:
    w = 2190
elif z == 2191:
    w = 2191
elif z == 2192:
    w = 2192
elif z == 2193:
    w = 2193
elif z == 2194:
    w = 2194
elif z == 2195:
    w = 2195
elif z == 2196:
    w = 2196
elif z == 2197:
    w = 2197
elif z == 2198:
    w = 2198
elif z == 2199:
    w = 2199
elif z == 2200:
    w = 2200
elif z == 2201:
    w = 2201
elif z == 2202:
    w = 2202
elif z == 2203:
    w = 2203
elif z == 2204:
    w = 2204
elif z == 2205:
    w = 2205
elif z == 2206:
    w = 2206
elif z == 2207:
    w = 2207
elif z == 2208:
    w = 2208
elif z == 2209:
    w = 2209
elif z == 2210:
    w = 2210
elif z == 2211:
    w = 2211
elif z == 2212:
    w = 2212
elif z == 2213:
    w = 2213
elif z == 2214:
    w = 2214
elif z == 2215:
    w = 2215
elif z == 2216:
    w = 2216
elif z == 2217:
    w = 2217
elif z == 2218:
    w = 2218
elif z == 2219:
    w = 2219
elif z == 2220:
    w = 2220
elif z == 2221:
    w = 2221
elif z == 2222:
    w = 2222
elif z == 2223:
    w = 2223
elif z == 2224:
    w = 2224
elif z == 2225:
    w = 2225
elif z == 2226:
    w = 2226
elif z == 2227:
    w = 2227
elif z == 2228:
    w = 2228
elif z == 2229:
    w = 2229
elif z == 2230:
    w = 2230
elif z == 2231:
    w = 2231
elif z == 2232:
    w = 2232
elif z == 2233:
    w = 2233
elif z == 2234:
    w = 2234
elif z == 2235:
    w = 2235
elif z == 2236:
    w = 2236
elif z == 2237:
    w = 2237
elif z == 2238:
    w = 2238
elif z == 2239:
    w = 2239
elif z == 2240:
    w = 2240
elif z == 2241:
    w = 2241
elif z == 2242:
    w = 2242
elif z == 2243:
    w = 2243
elif z == 2244:
    w = 2244
elif z == 2245:
    w = 2245
elif z == 2246:
    w = 2246
elif z == 2247:
    w = 2247
elif z == 2248:
    w = 2248
elif z == 2249:
    w = 2249
elif z == 2250:
    w = 2250
elif z == 2251:
    w = 2251
elif z == 2252:
    w = 2252
elif z == 2253:
    w = 2253
elif z == 2254:
    w = 2254
elif z == 2255:
    w = 2255
elif z == 2256:
    w = 2256
elif z == 2257:
    w = 2257
elif z == 2258:
    w = 2258
elif z == 2259:
    w = 2259
elif z == 2260:
    w = 2260
elif z == 2261:
    w = 2261
elif z == 2262:
    w = 2262
elif z == 2263:
    w = 2263
elif z == 2264:
    w = 2264
elif z == 2265:
    w = 2265
elif z == 2266:
    w = 2266
elif z == 2267:
    w = 2267
elif z == 2268:
    w = 2268
elif z == 2269:
    w = 2269
elif z == 2270:
    w = 2270
elif z == 2271:
    w = 2271
elif z == 2272:
    w = 2272
elif z == 2273:
    w = 2273
elif z == 2274:
    w = 2274
elif z == 2275:
    w = 2275
elif z == 2276:
    w = 2276
elif z == 2277:
    w = 2277
elif z == 2278:
    w = 2278
elif z == 2279:
    w = 2279
elif z == 2280:
    w = 2280
elif z == 2281:
    w = 2281
elif z == 2282:
    w = 2282
elif z == 2283:
    w = 2283
elif z == 2284:
    w = 2284
elif z == 2285:
    w = 2285
elif z == 2286:
    w = 2286
elif z == 2287:
    w = 2287
elif z == 2288:
    w = 2288
elif z == 2289:
    w = 2289
elif z == 2290:
    w = 2290
elif z == 2291:
    w = 2291
elif z == 2292:
    w = 2292
elif z == 2293:
    w = 2293
elif z == 2294:
    w = 2294
elif z == 2295:
    w = 2295
elif z == 2296:
    w = 2296
elif z == 2297:
    w = 2297
elif z == 2298:
    w = 2298
elif z == 2299:
    w = 2299
elif z == 2300:
    w = 2300
elif z == 2301:
    w = 2301
elif z == 2302:
    w = 2302
elif z == 2303:
    w = 2303
elif z == 2304:
    w = 2304
elif z == 2305:
    w = 2305
elif z == 2306:
    w = 2306
elif z == 2307:
    w = 2307
elif z == 2308:
    w = 2308
elif z == 2309:
    w = 2309
elif z == 2310:
    w = 2310
elif z == 2311:
    w = 2311
elif z == 2312:
    w = 2312
elif z == 2313:
    w = 2313
elif z == 2314:
    w = 2314
elif z == 2315:
    w = 2315
elif z == 2316:
    w = 2316
elif z == 2317:
    w = 2317
elif z == 2318:
    w = 2318
elif z == 2319:
    w = 2319
elif z == 2320:
    w = 2320
elif z == 2321:
    w = 2321
elif z == 2322:
    w = 2322
elif z == 2323:
    w = 2323
elif z == 2324:
    w = 2324
elif z == 2325:
    w = 2325
elif z == 2326:
    w = 2326
elif z == 2327:
    w = 2327
elif z == 2328:
    w = 2328
elif z == 2329:
    w = 2329
elif z == 2330:
    w = 2330
elif z == 2331:
    w = 2331
elif z == 2332:
    w = 2332
elif z == 2333:
    w = 2333
elif z == 2334:
    w = 2334
elif z == 2335:
    w = 2335
elif z == 2336:
    w = 2336
elif z == 2337:
    w = 2337
elif z == 2338:
    w = 2338
elif z == 2339:
    w = 2339
elif z == 2340:
    w = 2340
elif z == 2341:
    w = 2341
elif z == 2342:
    w = 2342
elif z == 2343:
    w = 2343
elif z == 2344:
    w = 2344
elif z == 2345:
    w = 2345
elif z == 2346:
    w = 2346
elif z == 2347:
    w = 2347
elif z == 2348:
    w = 2348
elif z == 2349:
    w = 2349
elif z == 2350:
    w = 2350
elif z == 2351:
    w = 2351
elif z == 2352:
    w = 2352
elif z == 2353:
    w = 2353
elif z == 2354:
    w = 2354
elif z == 2355:
    w = 2355
elif z == 2356:
    w = 2356
elif z == 2357:
    w = 2357
elif z == 2358:
    w = 2358
elif z == 2359:
    w = 2359
elif z == 2360:
    w = 2360
elif z == 2361:
    w = 2361
elif z == 2362:
    w = 2362
elif z == 2363:
    w = 2363
elif z == 2364:
    w = 2364
elif z == 2365:
    w = 2365
elif z == 2366:
    w = 2366
elif z == 2367:
    w = 2367
elif z == 2368:
    w = 2368
elif z == 2369:
    w = 2369
elif z == 2370:
    w = 2370
elif z == 2371:
    w = 2371
elif z == 2372:
    w = 2372
elif z == 2373:
    w = 2373
elif z == 2374:
    w = 2374
elif z == 2375:
    w = 2375
elif z == 2376:
    w = 2376
elif z == 2377:
    w = 2377
elif z == 2378:
    w = 2378
elif z == 2379:
    w = 2379
elif z == 2380:
    w = 2380
elif z == 2381:
    w = 2381
elif z == 2382:
    w = 2382
elif z == 2383:
    w = 2383
elif z == 2384:
    w = 2384
elif z == 2385:
    w = 2385
elif z == 2386:
    w = 2386
elif z == 2387:
    w = 2387
elif z == 2388:
    w = 2388
elif z == 2389:
    w = 2389
elif z == 2390:
    w = 2390
elif z == 2391:
    w = 2391
elif z == 2392:
    w = 2392
elif z == 2393:
    w = 2393
elif z == 2394:
    w = 2394
elif z == 2395:
    w = 2395
elif z == 2396:
    w = 2396
elif z == 2397:
    w = 2397
elif z == 2398:
    w = 2398
elif z == 2399:
    w = 2399
elif z == 2400:
    w = 2400
elif z == 2401:
    w = 2401
elif z == 2402:
    w = 2402
elif z == 2403:
    w = 2403
elif z == 2404:
    w = 2404
elif z == 2405:
    w = 2405
elif z == 2406:
    w = 2406
elif z == 2407:
    w = 2407
elif z == 2408:
    w = 2408
elif z == 2409:
    w = 2409
elif z == 2410:
    w = 2410
elif z == 2411:
    w = 2411
elif z == 2412:
    w = 2412
elif z == 2413:
    w = 2413
elif z == 2414:
    w = 2414
elif z == 2415:
    w = 2415
elif z == 2416:
    w = 2416
elif z == 2417:
    w = 2417
elif z == 2418:
    w = 2418
elif z == 2419:
    w = 2419
elif z == 2420:
    w = 2420
elif z == 2421:
    w = 2421
elif z == 2422:
    w = 2422
elif z == 2423:
    w = 2423
elif z == 2424:
    w = 2424
elif z == 2425:
    w = 2425
elif z == 2426:
    w = 2426
elif z == 2427:
    w = 2427
elif z == 2428:
    w = 2428
elif z == 2429:
    w = 2429
elif z == 2430:
    w = 2430
elif z == 2431:
    w = 2431
elif z == 2432:
    w = 2432
elif z == 2433:
    w = 2433
elif z == 2434:
    w = 2434
elif z == 2435:
    w = 2435
elif z == 2436:
    w = 2436
elif z == 2437:
    w = 2437
elif z == 2438:
    w = 2438
elif z == 2439:
    w = 2439
elif z == 2440:
    w = 2440
elif z == 2441:
    w = 2441
elif z == 2442:
    w = 2442
elif z == 2443:
    w = 2443
elif z == 2444:
    w = 2444
elif z == 2445:
    w = 2445
elif z == 2446:
    w = 2446
elif z == 2447:
    w = 2447
elif z == 2448:
    w = 2448
elif z == 2449:
    w = 2449
elif z == 2450:
    w = 2450
elif z == 2451:
    w = 2451
elif z == 2452:
    w = 2452
elif z == 2453:
    w = 2453
elif z == 2454:
    w = 2454
elif z == 2455:
    w = 2455
elif z == 2456:
    w = 2456
elif z == 2457:
    w = 2457
elif z == 2458:
    w = 2458
elif z == 2459:
    w = 2459
elif z == 2460:
    w = 2460
elif z == 2461:
    w = 2461
elif z == 2462:
    w = 2462
elif z == 2463:
    w = 2463
elif z == 2464:
    w = 2464
elif z == 2465:
    w = 2465
elif z == 2466:
    w = 2466
elif z == 2467:
    w = 2467
elif z == 2468:
    w = 2468
elif z == 2469:
    w = 2469
elif z == 2470:
    w = 2470
elif z == 2471:
    w = 2471
elif z == 2472:
    w = 2472
elif z == 2473:
    w = 2473
elif z == 2474:
    w = 2474
elif z == 2475:
    w = 2475
elif z == 2476:
    w = 2476
elif z == 2477:
    w = 2477
elif z == 2478:
    w = 2478
elif z == 2479:
    w = 2479
elif z == 2480:
    w = 2480
elif z == 2481:
    w = 2481
elif z == 2482:
    w = 2482
elif z == 2483:
    w = 2483
elif z == 2484:
    w = 2484
elif z == 2485:
    w = 2485
elif z == 2486:
    w = 2486
elif z == 2487:
    w = 2487
elif z == 2488:
    w = 2488
elif z == 2489:
    w = 2489
elif z == 2490:
    w = 2490
elif z == 2491:
    w = 2491
elif z == 2492:
    w = 2492
elif z == 2493:
    w = 2493
elif z == 2494:
    w = 2494
elif z == 2495:
    w = 2495
elif z == 2496:
    w = 2496
elif z == 2497:
    w = 2497
elif z == 2498:
    w = 2498
elif z == 2499:
    w = 2499
elif z == 2500:
    w = 2500
elif z == 2501:
    w = 2501
elif z == 2502:
    w = 2502
elif z == 2503:
    w = 2503
elif z == 2504:
    w = 2504
elif z == 2505:
    w = 2505
elif z == 2506:
    w = 2506
elif z == 2507:
    w = 2507
elif z == 2508:
    w = 2508
elif z == 2509:
    w = 2509
elif z == 2510:
    w = 2510
elif z == 2511:
    w = 2511
elif z == 2512:
    w = 2512
elif z == 2513:
    w = 2513
elif z == 2514:
    w = 2514
elif z == 2515:
    w = 2515
elif z == 2516:
    w = 2516
elif z == 2517:
    w = 2517
elif z == 2518:
    w = 2518
elif z == 2519:
    w = 2519
elif z == 2520:
    w = 2520
elif z == 2521:
    w = 2521
elif z == 2522:
    w = 2522
elif z == 2523:
    w = 2523
elif z == 2524:
    w = 2524
elif z == 2525:
    w = 2525
elif z == 2526:
    w = 2526
elif z == 2527:
    w = 2527
elif z == 2528:
    w = 2528
elif z == 2529:
    w = 2529
elif z == 2530:
    w = 2530
elif z == 2531:
    w = 2531
elif z == 2532:
    w = 2532
elif z == 2533:
    w = 2533
elif z == 2534:
    w = 2534
elif z == 2535:
    w = 2535
elif z == 2536:
    w = 2536
elif z == 2537:
    w = 2537
elif z == 2538:
    w = 2538
elif z == 2539:
    w = 2539
elif z == 2540:
    w = 2540
elif z == 2541:
    w = 2541
elif z == 2542:
    w = 2542
elif z == 2543:
    w = 2543
elif z == 2544:
    w = 2544
elif z == 2545:
    w = 2545
elif z == 2546:
    w = 2546
elif z == 2547:
    w = 2547
elif z == 2548:
    w = 2548
elif z == 2549:
    w = 2549
elif z == 2550:
    w = 2550
elif z == 2551:
    w = 2551
elif z == 2552:
    w = 2552
elif z == 2553:
    w = 2553
elif z == 2554:
    w = 2554
elif z == 2555:
    w = 2555
elif z == 2556:
    w = 2556
elif z == 2557:
    w = 2557
elif z == 2558:
    w = 2558
elif z == 2559:
    w = 2559
elif z == 2560:
    w = 2560
elif z == 2561:
    w = 2561
elif z == 2562:
    w = 2562
elif z == 2563:
    w = 2563
elif z == 2564:
    w = 2564
elif z == 2565:
    w = 2565
elif z == 2566:
    w = 2566
elif z == 2567:
    w = 2567
elif z == 2568:
    w = 2568
elif z == 2569:
    w = 2569
elif z == 2570:
    w = 2570
elif z == 2571:
    w = 2571
elif z == 2572:
    w = 2572
elif z == 2573:
    w = 2573
elif z == 2574:
    w = 2574
elif z == 2575:
    w = 2575
elif z == 2576:
    w = 2576
elif z == 2577:
    w = 2577
elif z == 2578:
    w = 2578
elif z == 2579:
    w = 2579
elif z == 2580:
    w = 2580
elif z == 2581:
    w = 2581
elif z == 2582:
    w = 2582
elif z == 2583:
    w = 2583
elif z == 2584:
    w = 2584
elif z == 2585:
    w = 2585
elif z == 2586:
    w = 2586
elif z == 2587:
    w = 2587
elif z == 2588:
    w = 2588
elif z == 2589:
    w = 2589
elif z == 2590:
    w = 2590
elif z == 2591:
    w = 2591
elif z == 2592:
    w = 2592
elif z == 2593:
    w = 2593
elif z == 2594:
    w = 2594
elif z == 2595:
    w = 2595
elif z == 2596:
    w = 2596
elif z == 2597:
    w = 2597
elif z == 2598:
    w = 2598
elif z == 2599:
    w = 2599
elif z == 2600:
    w = 2600
elif z == 2601:
    w = 2601
elif z == 2602:
    w = 2602
elif z == 2603:
    w = 2603
elif z == 2604:
    w = 2604
elif z == 2605:
    w = 2605
elif z == 2606:
    w = 2606
elif z == 2607:
    w = 2607
elif z == 2608:
    w = 2608
elif z == 2609:
    w = 2609
elif z == 2610:
    w = 2610
elif z == 2611:
    w = 2611
elif z == 2612:
    w = 2612
elif z == 2613:
    w = 2613
elif z == 2614:
    w = 2614
elif z == 2615:
    w = 2615
elif z == 2616:
    w = 2616
elif z == 2617:
    w = 2617
elif z == 2618:
    w = 2618
elif z == 2619:
    w = 2619
elif z == 2620:
    w = 2620
elif z == 2621:
    w = 2621
elif z == 2622:
    w = 2622
elif z == 2623:
    w = 2623
elif z == 2624:
    w = 2624
elif z == 2625:
    w = 2625
elif z == 2626:
    w = 2626
elif z == 2627:
    w = 2627
elif z == 2628:
    w = 2628
elif z == 2629:
    w = 2629
elif z == 2630:
    w = 2630
elif z == 2631:
    w = 2631
elif z == 2632:
    w = 2632
elif z == 2633:
    w = 2633
elif z == 2634:
    w = 2634
elif z == 2635:
    w = 2635
elif z == 2636:
    w = 2636
elif z == 2637:
    w = 2637
elif z == 2638:
    w = 2638
elif z == 2639:
    w = 2639
elif z == 2640:
    w = 2640
elif z == 2641:
    w = 2641
elif z == 2642:
    w = 2642
elif z == 2643:
    w = 2643
elif z == 2644:
    w = 2644
elif z == 2645:
    w = 2645
elif z == 2646:
    w = 2646
elif z == 2647:
    w = 2647
elif z == 2648:
    w = 2648
elif z == 2649:
    w = 2649
elif z == 2650:
    w = 2650
elif z == 2651:
    w = 2651
elif z == 2652:
    w = 2652
elif z == 2653:
    w = 2653
elif z == 2654:
    w = 2654
elif z == 2655:
    w = 2655
elif z == 2656:
    w = 2656
elif z == 2657:
    w = 2657
elif z == 2658:
    w = 2658
elif z == 2659:
    w = 2659
elif z == 2660:
    w = 2660
elif z == 2661:
    w = 2661
elif z == 2662:
    w = 2662
elif z == 2663:
    w = 2663
elif z == 2664:
    w = 2664
elif z == 2665:
    w = 2665
elif z == 2666:
    w = 2666
elif z == 2667:
    w = 2667
elif z == 2668:
    w = 2668
elif z == 2669:
    w = 2669
elif z == 2670:
    w = 2670
elif z == 2671:
    w = 2671
elif z == 2672:
    w = 2672
elif z == 2673:
    w = 2673
elif z == 2674:
    w = 2674
elif z == 2675:
    w = 2675
elif z == 2676:
    w = 2676
elif z == 2677:
    w = 2677
elif z == 2678:
    w = 2678
elif z == 2679:
    w = 2679
elif z == 2680:
    w = 2680
elif z == 2681:
    w = 2681
elif z == 2682:
    w = 2682
elif z == 2683:
    w = 2683
elif z == 2684:
    w = 2684
elif z == 2685:
    w = 2685
elif z == 2686:
    w = 2686
elif z == 2687:
    w = 2687
elif z == 2688:
    w = 2688
elif z == 2689:
    w = 2689
elif z == 2690:
    w = 2690
elif z == 2691:
    w = 2691
elif z == 2692:
    w = 2692
elif z == 2693:
    w = 2693
elif z == 2694:
    w = 2694
elif z == 2695:
    w = 2695
elif z == 2696:
    w = 2696
elif z == 2697:
    w = 2697
elif z == 2698:
    w = 2698
elif z == 2699:
    w = 2699
elif z == 2700:
    w = 2700
elif z == 2701:
    w = 2701
elif z == 2702:
    w = 2702
elif z == 2703:
    w = 2703
elif z == 2704:
    w = 2704
elif z == 2705:
    w = 2705
elif z == 2706:
    w = 2706
elif z == 2707:
    w = 2707
elif z == 2708:
    w = 2708
elif z == 2709:
    w = 2709
elif z == 2710:
    w = 2710
elif z == 2711:
    w = 2711
elif z == 2712:
    w = 2712
elif z == 2713:
    w = 2713
elif z == 2714:
    w = 2714
elif z == 2715:
    w = 2715
elif z == 2716:
    w = 2716
elif z == 2717:
    w = 2717
elif z == 2718:
    w = 2718
elif z == 2719:
    w = 2719
elif z == 2720:
    w = 2720
elif z == 2721:
    w = 2721
elif z == 2722:
    w = 2722
elif z == 2723:
    w = 2723
elif z == 2724:
    w = 2724
elif z == 2725:
    w = 2725
elif z == 2726:
    w = 2726
elif z == 2727:
    w = 2727
elif z == 2728:
    w = 2728
elif z == 2729:
    w = 2729
elif z == 2730:
    w = 2730
elif z == 2731:
    w = 2731
elif z == 2732:
    w = 2732
elif z == 2733:
    w = 2733
elif z == 2734:
    w = 2734
elif z == 2735:
    w = 2735
elif z == 2736:
    w = 2736
elif z == 2737:
    w = 2737
elif z == 2738:
    w = 2738
elif z == 2739:
    w = 2739
elif z == 2740:
    w = 2740
elif z == 2741:
    w = 2741
elif z == 2742:
    w = 2742
elif z == 2743:
    w = 2743
elif z == 2744:
    w = 2744
elif z == 2745:
    w = 2745
elif z == 2746:
    w = 2746
elif z == 2747:
    w = 2747
elif z == 2748:
    w = 2748
elif z == 2749:
    w = 2749
elif z == 2750:
    w = 2750
elif z == 2751:
    w = 2751
elif z == 2752:
    w = 2752
elif z == 2753:
    w = 2753
elif z == 2754:
    w = 2754
elif z == 2755:
    w = 2755
elif z == 2756:
    w = 2756
elif z == 2757:
    w = 2757
elif z == 2758:
    w = 2758
elif z == 2759:
    w = 2759
elif z == 2760:
    w = 2760
elif z == 2761:
    w = 2761
elif z == 2762:
    w = 2762
elif z == 2763:
    w = 2763
elif z == 2764:
    w = 2764
elif z == 2765:
    w = 2765
elif z == 2766:
    w = 2766
elif z == 2767:
    w = 2767
elif z == 2768:
    w = 2768
elif z == 2769:
    w = 2769
elif z == 2770:
    w = 2770
elif z == 2771:
    w = 2771
elif z == 2772:
    w = 2772
elif z == 2773:
    w = 2773
elif z == 2774:
    w = 2774
elif z == 2775:
    w = 2775
elif z == 2776:
    w = 2776
elif z == 2777:
    w = 2777
elif z == 2778:
    w = 2778
elif z == 2779:
    w = 2779
elif z == 2780:
    w = 2780
elif z == 2781:
    w = 2781
elif z == 2782:
    w = 2782
elif z == 2783:
    w = 2783
elif z == 2784:
    w = 2784
elif z == 2785:
    w = 2785
elif z == 2786:
    w = 2786
elif z == 2787:
    w = 2787
elif z == 2788:
    w = 2788
elif z == 2789:
    w = 2789
elif z == 2790:
    w = 2790
elif z == 2791:
    w = 2791
elif z == 2792:
    w = 2792
elif z == 2793:
    w = 2793
elif z == 2794:
    w = 2794
elif z == 2795:
    w = 2795
elif z == 2796:
    w = 2796
elif z == 2797:
    w = 2797
elif z == 2798:
    w = 2798
elif z == 2799:
    w = 2799
elif z == 2800:
    w = 2800
elif z == 2801:
    w = 2801
elif z == 2802:
    w = 2802
elif z == 2803:
    w = 2803
elif z == 2804:
    w = 2804
elif z == 2805:
    w = 2805
elif z == 2806:
    w = 2806
elif z == 2807:
    w = 2807
elif z == 2808:
    w = 2808
elif z == 2809:
    w = 2809
elif z == 2810:
    w = 2810
elif z == 2811:
    w = 2811
elif z == 2812:
    w = 2812
elif z == 2813:
    w = 2813
elif z == 2814:
    w = 2814
elif z == 2815:
    w = 2815
elif z == 2816:
    w = 2816
elif z == 2817:
    w = 2817
elif z == 2818:
    w = 2818
elif z == 2819:
    w = 2819
elif z == 2820:
    w = 2820
elif z == 2821:
    w = 2821
elif z == 2822:
    w = 2822
elif z == 2823:
    w = 2823
elif z == 2824:
    w = 2824
elif z == 2825:
    w = 2825
elif z == 2826:
    w = 2826
elif z == 2827:
    w = 2827
elif z == 2828:
    w = 2828
elif z == 2829:
    w = 2829
elif z == 2830:
    w = 2830
elif z == 2831:
    w = 2831
elif z == 2832:
    w = 2832
elif z == 2833:
    w = 2833
elif z == 2834:
    w = 2834
elif z == 2835:
    w = 2835
elif z == 2836:
    w = 2836
elif z == 2837:
    w = 2837
elif z == 2838:
    w = 2838
elif z == 2839:
    w = 2839
elif z == 2840:
    w = 2840
elif z == 2841:
    w = 2841
elif z == 2842:
    w = 2842
elif z == 2843:
    w = 2843
elif z == 2844:
    w = 2844
elif z == 2845:
    w = 2845
elif z == 2846:
    w = 2846
elif z == 2847:
    w = 2847
elif z == 2848:
    w = 2848
elif z == 2849:
    w = 2849
elif z == 2850:
    w = 2850
elif z == 2851:
    w = 2851
elif z == 2852:
    w = 2852
elif z == 2853:
    w = 2853
elif z == 2854:
    w = 2854
elif z == 2855:
    w = 2855
elif z == 2856:
    w = 2856
elif z == 2857:
    w = 2857
elif z == 2858:
    w = 2858
elif z == 2859:
    w = 2859
elif z == 2860:
    w = 2860
elif z == 2861:
    w = 2861
elif z == 2862:
    w = 2862
elif z == 2863:
    w = 2863
elif z == 2864:
    w = 2864
elif z == 2865:
    w = 2865
elif z == 2866:
    w = 2866
elif z == 2867:
    w = 2867
elif z == 2868:
    w = 2868
elif z == 2869:
    w = 2869
elif z == 2870:
    w = 2870
elif z == 2871:
    w = 2871
elif z == 2872:
    w = 2872
elif z == 2873:
    w = 2873
elif z == 2874:
    w = 2874
elif z == 2875:
    w = 2875
elif z == 2876:
    w = 2876
elif z == 2877:
    w = 2877
elif z == 2878:
    w = 2878
elif z == 2879:
    w = 2879
elif z == 2880:
    w = 2880
elif z == 2881:
    w = 2881
elif z == 2882:
    w = 2882
elif z == 2883:
    w = 2883
elif z == 2884:
    w = 2884
elif z == 2885:
    w = 2885
elif z == 2886:
    w = 2886
elif z == 2887:
    w = 2887
elif z == 2888:
    w = 2888
elif z == 2889:
    w = 2889
elif z == 2890:
    w = 2890
elif z == 2891:
    w = 2891
elif z == 2892:
    w = 2892
elif z == 2893:
    w = 2893
elif z == 2894:
    w = 2894
elif z == 2895:
    w = 2895
elif z == 2896:
    w = 2896
elif z == 2897:
    w = 2897
elif z == 2898:
    w = 2898
elif z == 2899:
    w = 2899
elif z == 2900:
    w = 2900
elif z == 2901:
    w = 2901
elif z == 2902:
    w = 2902
elif z == 2903:
    w = 2903
elif z == 2904:
    w = 2904
elif z == 2905:
    w = 2905
elif z == 2906:
    w = 2906
elif z == 2907:
    w = 2907
elif z == 2908:
    w = 2908
elif z == 2909:
    w = 2909
elif z == 2910:
    w = 2910
elif z == 2911:
    w = 2911
elif z == 2912:
    w = 2912
elif z == 2913:
    w = 2913
elif z == 2914:
    w = 2914
elif z == 2915:
    w = 2915
elif z == 2916:
    w = 2916
elif z == 2917:
    w = 2917
elif z == 2918:
    w = 2918
elif z == 2919:
    w = 2919
elif z == 2920:
    w = 2920
elif z == 2921:
    w = 2921
elif z == 2922:
    w = 2922
elif z == 2923:
    w = 2923
elif z == 2924:
    w = 2924
elif z == 2925:
    w = 2925
elif z == 2926:
    w = 2926
elif z == 2927:
    w = 2927
elif z == 2928:
    w = 2928
elif z == 2929:
    w = 2929
elif z == 2930:
    w = 2930
elif z == 2931:
    w = 2931
elif z == 2932:
    w = 2932
elif z == 2933:
    w = 2933
elif z == 2934:
    w = 2934
elif z == 2935:
    w = 2935
elif z == 2936:
    w = 2936
elif z == 2937:
    w = 2937
elif z == 2938:
    w = 2938
elif z == 2939:
    w = 2939
elif z == 2940:
    w = 2940
elif z == 2941:
    w = 2941
elif z == 2942:
    w = 2942
elif z == 2943:
    w = 2943
elif z == 2944:
    w = 2944
elif z == 2945:
    w = 2945
elif z == 2946:
    w = 2946
elif z == 2947:
    w = 2947
elif z == 2948:
    w = 2948
elif z == 2949:
    w = 2949
elif z == 2950:
    w = 2950
elif z == 2951:
    w = 2951
elif z == 2952:
    w = 2952
elif z == 2953:
    w = 2953
elif z == 2954:
    w = 2954
elif z == 2955:
    w = 2955
elif z == 2956:
    w = 2956
elif z == 2957:
    w = 2957
elif z == 2958:
    w = 2958
elif z == 2959:
    w = 2959
elif z == 2960:
    w = 2960
elif z == 2961:
    w = 2961
elif z == 2962:
    w = 2962
elif z == 2963:
    w = 2963
elif z == 2964:
    w = 2964
elif z == 2965:
    w = 2965
elif z == 2966:
    w = 2966
elif z == 2967:
    w = 2967
elif z == 2968:
    w = 2968
elif z == 2969:
    w = 2969
elif z == 2970:
    w = 2970
elif z == 2971:
    w = 2971
elif z == 2972:
    w = 2972
elif z == 2973:
    w = 2973
elif z == 2974:
    w = 2974
elif z == 2975:
    w = 2975
elif z == 2976:
    w = 2976
elif z == 2977:
    w = 2977
elif z == 2978:
    w = 2978
elif z == 2979:
    w = 2979
elif z == 2980:
    w = 2980
elif z == 2981:
    w = 2981
elif z == 2982:
    w = 2982
elif z == 2983:
    w = 2983
elif z == 2984:
    w = 2984
elif z == 2985:
    w = 2985
elif z == 2986:
    w = 2986
elif z == 2987:
    w = 2987
elif z == 2988:
    w = 2988
elif z == 2989:
    w = 2989
elif z == 2990:
    w = 2990
elif z == 2991:
    w = 2991
elif z == 2992:
    w = 2992
elif z == 2993:
    w = 2993
elif z == 2994:
    w = 2994
elif z == 2995:
    w = 2995
print(w)
f = lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: lambda: 3
g = f
for _ in range(2001): g = g()
print(g)
# expect: 1
# expect: 2998
# expect: True
# expect: 2
# expect: 3
