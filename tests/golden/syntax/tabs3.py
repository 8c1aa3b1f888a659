if True:
        x = 1
	if x:
		y = 2
# expect error: TabError: inconsistent use of tabs and spaces in indentation
