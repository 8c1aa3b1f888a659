# A cell's contents before the captured name is bound: ValueError; a function without free
# variables has __closure__ None.
def late():
    def g():
        return q
    cell = g.__closure__[0]
    try:
        cell.cell_contents
    except ValueError as e:
        print(e)
    q = 3
    return cell.cell_contents
print(late())
late.__closure__[0]

# expect: Cell is empty
# expect: 3
# expect runtime error: TypeError: 'NoneType' object is not subscriptable
