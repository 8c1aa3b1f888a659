# A name eval's text does not find is a NameError raised from eval.
def calc(text):
    return eval(text)


print(calc("2 ** 10"))
calc("undefined_name + 1")

# expect: 1024
# expect runtime error: NameError: name 'undefined_name' is not defined
