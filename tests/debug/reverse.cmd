# run: reduce.py --check=bounds
break 13 if tid == 0
run
p stride
c
p stride
c
p stride
reverse-continue
p stride
reverse-continue
p stride
reverse-step
p stride
reverse-step
step
step
delete
c
