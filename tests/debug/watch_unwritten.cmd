# run: block_sum.py
watch s[0]
run
continue
continue
quit
