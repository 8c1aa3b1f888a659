# An uncaught SyntaxError from exec() shows its file, line, text and carets before its message.
def run():
    exec("total = 1\ntotal = = 2\n")
run()
# expect runtime error: SyntaxError: invalid syntax
# expect stderr:   File "<string>", line 2
# expect stderr:     total = = 2
