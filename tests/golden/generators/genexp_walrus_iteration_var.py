# := may not rebind a generator expression's iteration variable.
print(list((v := 1) for v in range(3)))
# expect error: SyntaxError: assignment expression cannot rebind comprehension iteration variable 'v'
